import { useQuery } from '@tanstack/react-query'
import type { Category } from '@vitrina/core/schemas/categories'
import { Plus, Tags } from 'lucide-react'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { generatePath, Link } from 'react-router'
import { paths } from '../../../app/paths'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { Pagination } from '../../../components/pagination'
import { buttonClasses } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { categoryListOptions } from '../../catalog/catalog.api'
import { useDeleteCategory } from '../categories-admin.api'
import { pageOf, textMatches, useListParams } from '../hooks/use-list-params'
import { ADMIN_PAGE_SIZE } from '../products-admin.api'
import { AdminTable, type Column } from './admin-table'
import { ListStatus } from './list-status'
import { RowActions } from './row-actions'
import { SearchInput } from './search-input'

const editPath = (category: Category) => generatePath(paths.admin.categoryEdit, { id: String(category.id) })
const count = (n: number) => (n === 1 ? '1 producto' : `${n} productos`)

const columns: Column<Category>[] = [
  {
    header: 'Categoría',
    cell: (category) => (
      <div className="min-w-0">
        <Link
          to={editPath(category)}
          className="font-semibold text-foreground hover:text-primary-ink hover:underline"
        >
          {category.name}
        </Link>
        <p className="font-mono text-xs text-muted sm:hidden">{category.slug}</p>
      </div>
    ),
  },
  {
    header: 'Slug',
    className: 'hidden font-mono text-xs text-muted sm:table-cell',
    cell: (category) => category.slug,
  },
  { header: 'Productos', className: 'tabular-nums', cell: (category) => category.product_count },
]

/** Categories with their product counts; search and pages run here (the list is small and cached). */
export function CategoryList() {
  const query = useQuery(categoryListOptions())
  const list = useListParams(['search'] as const)
  const remove = useDeleteCategory()
  const [toDelete, setToDelete] = useState<Category | null>(null)
  const found = (query.data ?? []).filter((c) => textMatches(list.values.search, c.name, c.slug))
  const page = pageOf(found, list.page, ADMIN_PAGE_SIZE)
  const close = () => {
    remove.reset()
    setToDelete(null)
  }

  return (
    <div className="space-y-5">
      <div role="search" aria-label="Buscar categorías" className="max-w-md">
        <SearchInput
          label="Buscar"
          placeholder="Nombre o slug"
          value={list.values.search}
          onSearch={(search) => list.setFilters({ search })}
        />
      </div>
      <ListStatus
        isPending={query.isPending}
        isError={query.isError}
        isEmpty={found.length === 0}
        loadingText="Cargando categorías..."
        errorText="No se pudieron cargar las categorías."
        onRetry={() => void query.refetch()}
        empty={
          list.filtered
            ? { icon: Tags, title: 'Ninguna categoría coincide', text: 'Prueba con otra búsqueda.' }
            : {
                icon: Tags,
                title: 'Aún no hay categorías',
                text: 'Crea categorías para organizar el catálogo y los filtros de la tienda.',
                action: (
                  <Link to={paths.admin.categoryNew} className={buttonClasses()}>
                    <Plus className="size-4" aria-hidden="true" />
                    Nueva categoría
                  </Link>
                ),
              }
        }
      />
      {found.length > 0 && (
        <>
          <AdminTable
            caption="Categorías"
            rows={page.items}
            rowKey={(category) => category.id}
            columns={columns}
            actions={(category) => (
              <RowActions
                name={category.name}
                editTo={editPath(category)}
                onDelete={() => setToDelete(category)}
              />
            )}
          />
          <Pagination page={page.page} pageCount={page.pageCount} to={list.pageTo} />
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar esta categoría?"
        confirmLabel="Eliminar categoría"
        pendingText="Eliminando..."
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, 'No se pudo eliminar la categoría.') : null}
        onClose={close}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              toast.success('Categoría eliminada.')
              close()
            },
          })
        }
      >
        <p>
          Se eliminará <strong>{toDelete?.name}</strong>
          {toDelete?.product_count ? `, que tiene ${count(toDelete.product_count)} a la venta` : ''}. Sus
          productos no se eliminan: siguen en la tienda, solo dejan de pertenecer a esta categoría.
        </p>
      </ConfirmDialog>
    </div>
  )
}
