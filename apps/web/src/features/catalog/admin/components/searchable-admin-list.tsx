import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query'
import { Plus, type LucideIcon } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { toast } from '../../../../lib/toast'
import { Link } from 'react-router'
import { ConfirmDialog } from '../../../../components/confirm-dialog'
import { Pagination } from '../../../../components/pagination'
import { buttonClasses } from '../../../../components/ui/button'
import { errorMessage } from '../../../../lib/api-client'
import { pageOf, textMatches, useListParams } from '../hooks/use-list-params'
import { ADMIN_PAGE_SIZE } from '../products-admin.api'
import { AdminTable, type Column } from './admin-table'
import { ListStatus } from './list-status'
import { RowActions } from './row-actions'
import { SearchInput } from './search-input'

type Row = { id: number; name: string }

/** What a short back-office list says; each list words it for its own rows. */
export type ListTexts<T> = {
  /** The table's caption and the search region's name ('Buscar …'). */
  caption: string
  searchRegion: string
  searchPlaceholder: string
  loading: string
  loadError: string
  icon: LucideIcon
  /** Nothing matches the search. */
  noMatch: string
  /** Nothing at all yet, and the link that creates the first one. */
  emptyTitle: string
  emptyText: string
  newLabel: string
  newTo: string
  deleteTitle: string
  deleteLabel: string
  deleteError: string
  deleted: string
  /** The confirmation's text about what deleting `row` does. */
  deleteBody: (row: T) => ReactNode
}

/**
 * A short list read whole (categories, future products): search and pages run in the browser, rows link
 * to their edit page, and deleting asks first. Loading, failure and empty states come with it.
 */
export function SearchableAdminList<T extends Row>({
  query,
  searchable,
  columns,
  editPath,
  remove,
  texts,
}: {
  query: UseQueryResult<T[]>
  /** The texts the search looks in, accents ignored. */
  searchable: (row: T) => (string | null | undefined)[]
  columns: Column<T>[]
  editPath: (row: T) => string
  remove: UseMutationResult<unknown, Error, number>
  texts: ListTexts<T>
}) {
  const list = useListParams(['search'] as const)
  const [toDelete, setToDelete] = useState<T | null>(null)
  const found = (query.data ?? []).filter((row) => textMatches(list.values.search, ...searchable(row)))
  const page = pageOf(found, list.page, ADMIN_PAGE_SIZE)
  const close = () => {
    remove.reset()
    setToDelete(null)
  }

  return (
    <div className="space-y-5">
      <div role="search" aria-label={texts.searchRegion} className="max-w-md">
        <SearchInput
          label="Buscar"
          placeholder={texts.searchPlaceholder}
          value={list.values.search}
          onSearch={(search) => list.setFilters({ search })}
        />
      </div>
      <ListStatus
        isPending={query.isPending}
        isError={query.isError}
        isEmpty={found.length === 0}
        loadingText={texts.loading}
        errorText={texts.loadError}
        onRetry={() => void query.refetch()}
        empty={
          list.filtered
            ? { icon: texts.icon, title: texts.noMatch, text: 'Prueba con otra búsqueda.' }
            : {
                icon: texts.icon,
                title: texts.emptyTitle,
                text: texts.emptyText,
                action: (
                  <Link to={texts.newTo} className={buttonClasses()}>
                    <Plus className="size-4" aria-hidden="true" />
                    {texts.newLabel}
                  </Link>
                ),
              }
        }
      />
      {found.length > 0 && (
        <>
          <AdminTable
            caption={texts.caption}
            rows={page.items}
            rowKey={(row) => row.id}
            columns={columns}
            actions={(row) => (
              <RowActions name={row.name} editTo={editPath(row)} onDelete={() => setToDelete(row)} />
            )}
          />
          <Pagination page={page.page} pageCount={page.pageCount} to={list.pageTo} />
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={texts.deleteTitle}
        confirmLabel={texts.deleteLabel}
        pendingText="Eliminando..."
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, texts.deleteError) : null}
        onClose={close}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              toast.success(texts.deleted)
              close()
            },
          })
        }
      >
        {toDelete && <p>{texts.deleteBody(toDelete)}</p>}
      </ConfirmDialog>
    </div>
  )
}
