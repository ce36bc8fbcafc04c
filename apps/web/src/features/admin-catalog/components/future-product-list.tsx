import { useQuery } from '@tanstack/react-query'
import { formatDate } from '@vitrina/core/format'
import type { FutureProduct } from '@vitrina/core/schemas/future-products'
import { CalendarClock, Plus } from 'lucide-react'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { generatePath, Link } from 'react-router'
import { paths } from '../../../app/paths'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { Pagination } from '../../../components/pagination'
import { buttonClasses } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { futureProductsOptions } from '../../catalog/catalog.api'
import { useDeleteFutureProduct } from '../future-products-admin.api'
import { pageOf, textMatches, useListParams } from '../hooks/use-list-params'
import { ADMIN_PAGE_SIZE } from '../products-admin.api'
import { AdminTable, type Column } from './admin-table'
import { ListStatus } from './list-status'
import { RowActions } from './row-actions'
import { SearchInput } from './search-input'

const editPath = (item: FutureProduct) => generatePath(paths.admin.futureProductEdit, { id: String(item.id) })

/** A YYYY-MM-DD release day in es-CO words; noon in Bogotá so no time zone moves it a day. */
export const releaseDate = (day: string | null) => (day ? formatDate(`${day}T12:00:00-05:00`) : 'Sin fecha')

const columns: Column<FutureProduct>[] = [
  {
    header: 'Producto',
    cell: (item) => (
      <div className="min-w-0">
        <Link
          to={editPath(item)}
          className="font-semibold text-foreground hover:text-primary-ink hover:underline"
        >
          {item.name}
        </Link>
        <p className="text-xs text-muted md:hidden">
          {[item.category, releaseDate(item.expected_release_date)].filter(Boolean).join(' · ')}
        </p>
      </div>
    ),
  },
  { header: 'Categoría', className: 'hidden text-muted md:table-cell', cell: (item) => item.category || '—' },
  {
    header: 'Llegada prevista',
    className: 'hidden md:table-cell',
    cell: (item) => releaseDate(item.expected_release_date),
  },
]

/** The home page's 'Próximamente' items, soonest first; search and pages run here (a short list). */
export function FutureProductList() {
  const query = useQuery(futureProductsOptions())
  const list = useListParams(['search'] as const)
  const remove = useDeleteFutureProduct()
  const [toDelete, setToDelete] = useState<FutureProduct | null>(null)
  const found = (query.data ?? []).filter((f) => textMatches(list.values.search, f.name, f.category))
  const page = pageOf(found, list.page, ADMIN_PAGE_SIZE)
  const close = () => {
    remove.reset()
    setToDelete(null)
  }

  return (
    <div className="space-y-5">
      <div role="search" aria-label="Buscar productos futuros" className="max-w-md">
        <SearchInput
          label="Buscar"
          placeholder="Nombre o categoría"
          value={list.values.search}
          onSearch={(search) => list.setFilters({ search })}
        />
      </div>
      <ListStatus
        isPending={query.isPending}
        isError={query.isError}
        isEmpty={found.length === 0}
        loadingText="Cargando productos futuros..."
        errorText="No se pudieron cargar los productos futuros."
        onRetry={() => void query.refetch()}
        empty={
          list.filtered
            ? {
                icon: CalendarClock,
                title: 'Ningún producto futuro coincide',
                text: 'Prueba con otra búsqueda.',
              }
            : {
                icon: CalendarClock,
                title: 'Aún no hay productos futuros',
                text: "Anuncia lo que llegará pronto: aparece en la sección 'Próximamente' del inicio.",
                action: (
                  <Link to={paths.admin.futureProductNew} className={buttonClasses()}>
                    <Plus className="size-4" aria-hidden="true" />
                    Nuevo producto futuro
                  </Link>
                ),
              }
        }
      />
      {found.length > 0 && (
        <>
          <AdminTable
            caption="Productos futuros"
            rows={page.items}
            rowKey={(item) => item.id}
            columns={columns}
            actions={(item) => (
              <RowActions name={item.name} editTo={editPath(item)} onDelete={() => setToDelete(item)} />
            )}
          />
          <Pagination page={page.page} pageCount={page.pageCount} to={list.pageTo} />
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar este producto futuro?"
        confirmLabel="Eliminar"
        pendingText="Eliminando..."
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, 'No se pudo eliminar el producto futuro.') : null}
        onClose={close}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              toast.success('Producto futuro eliminado.')
              close()
            },
          })
        }
      >
        <p>
          <strong>{toDelete?.name}</strong> dejará de aparecer en la sección &lsquo;Próximamente&rsquo; del
          inicio.
        </p>
      </ConfirmDialog>
    </div>
  )
}
