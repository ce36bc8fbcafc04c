import { useQuery } from '@tanstack/react-query'
import { SEARCH_DEBOUNCE_MS } from '@vitrina/core/constants'
import { ROLE_NAMES } from '@vitrina/core/roles'
import { USERS_DEFAULT_LIMIT, type AdminUserListQuery } from '@vitrina/core/schemas/users'
import { Users } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { EmptyState } from '../../../components/empty-state'
import { LoadState } from '../../../components/load-state'
import { pageCountOf, Pagination, searchWithPage } from '../../../components/pagination'
import { Card } from '../../../components/ui/card'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { errorMessage } from '../../../lib/api-client'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { useSessionStore } from '../../auth'
import { usersListOptions } from '../users.api'
import { UserRow } from './user-row'

const STATUSES = [
  { value: 'activo', label: 'Activas' },
  { value: 'inactivo', label: 'Desactivadas' },
] as const

/** Reads the filters and page of the Users screen from the query string (shareable, Back works). */
function readQuery(params: URLSearchParams): AdminUserListQuery & { page: number } {
  const role = ROLE_NAMES.find((r) => r === params.get('role'))
  const status = STATUSES.find((s) => s.value === params.get('status'))?.value
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  return {
    search: params.get('search')?.trim() || undefined,
    role,
    status,
    page,
    limit: USERS_DEFAULT_LIMIT,
    offset: (page - 1) * USERS_DEFAULT_LIMIT,
  }
}

/**
 * docs/product/back-office.md#users (/admin/usuarios): list, search and filter accounts; change roles;
 * deactivate.
 */
export function UsersView() {
  const me = useSessionStore((state) => state.user?.id)
  const [params, setParams] = useSearchParams()
  const { page, ...query } = readQuery(params)
  const urlSearch = params.get('search') ?? ''
  const [text, setText] = useState(urlSearch)
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS)
  const list = useQuery(usersListOptions(query))

  // Back and Forward change the URL's search without typing: the field follows it.
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch)
  if (urlSearch !== seenUrlSearch) {
    setSeenUrlSearch(urlSearch)
    if (urlSearch !== search) setText(urlSearch)
  }

  // What is typed reaches the URL once typing pauses, replacing the entry so Back skips the keystrokes.
  useEffect(() => {
    setParams(
      (current) => {
        if ((current.get('search') ?? '') === search) return current
        const next = new URLSearchParams(current)
        if (search) next.set('search', search)
        else next.delete('search')
        next.delete('page')
        return next
      },
      { replace: true },
    )
  }, [search, setParams])

  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value)
        else next.delete(key)
      }
      next.delete('page')
      return next
    })

  const pageCount = pageCountOf(list.data?.total, USERS_DEFAULT_LIMIT)
  const pageLink = (p: number) => searchWithPage(params, p)

  return (
    <div className="space-y-4">
      <div
        className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_12rem]"
        role="search"
        aria-label="Usuarios"
      >
        <div>
          <label htmlFor="users-search" className="mb-1.5 block text-sm font-medium text-foreground">
            Buscar
          </label>
          <Input
            id="users-search"
            type="search"
            placeholder="Usuario o correo"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor="users-role" className="mb-1.5 block text-sm font-medium text-foreground">
            Rol
          </label>
          <Select
            id="users-role"
            value={query.role ?? ''}
            onChange={(event) => update({ role: event.target.value || undefined })}
          >
            <option value="">Todos los roles</option>
            {ROLE_NAMES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="users-status" className="mb-1.5 block text-sm font-medium text-foreground">
            Estado
          </label>
          <Select
            id="users-status"
            value={query.status ?? ''}
            onChange={(event) => update({ status: event.target.value || undefined })}
          >
            <option value="">Todas las cuentas</option>
            {STATUSES.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {list.isPending ? (
        <LoadState tone="loading">Cargando...</LoadState>
      ) : list.isError ? (
        <LoadState tone="error">{errorMessage(list.error, 'No se pudieron cargar los usuarios.')}</LoadState>
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={Users} title="No hay usuarios que coincidan">
          Prueba con otra búsqueda o quita los filtros.
        </EmptyState>
      ) : (
        <>
          <p role="status" className="text-sm text-muted">
            {`${list.data.total} ${list.data.total === 1 ? 'cuenta' : 'cuentas'}`}
          </p>
          <Card>
            <ul aria-label="Cuentas" className="divide-y divide-border" aria-busy={list.isPlaceholderData}>
              {list.data.items.map((user) => (
                <UserRow key={user.id} user={user} isSelf={user.id === me} />
              ))}
            </ul>
          </Card>
          <Pagination page={page} pageCount={pageCount} to={pageLink} />
        </>
      )}
    </div>
  )
}
