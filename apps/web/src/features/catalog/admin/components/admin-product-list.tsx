import { useQuery } from '@tanstack/react-query'
import type { StockLevel } from '@vitrina/core/low-stock'
import { Package, Plus } from 'lucide-react'
import { useState } from 'react'
import { Link, Navigate } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { Pagination } from '../../../../components/pagination'
import { buttonClasses } from '../../../../components/ui/button'
import { useListParams } from '../hooks/use-list-params'
import { ADMIN_PAGE_SIZE, adminProductListOptions, type AdminProduct } from '../products-admin.api'
import { DeleteProductDialog } from './delete-product-dialog'
import { ListStatus } from './list-status'
import { ProductFilters } from './product-filters'
import { ProductTable } from './product-table'

const FILTERS = ['search', 'category', 'stock'] as const

/** The products screen: filters in the URL, one page of products, delete with confirmation. */
export function AdminProductList() {
  const list = useListParams(FILTERS)
  const { search, category, stock } = list.values
  const query = useQuery(
    adminProductListOptions({
      search: search || undefined,
      category: category || undefined,
      stock: (stock || undefined) as StockLevel | undefined,
      page: list.page,
    }),
  )
  const [toDelete, setToDelete] = useState<AdminProduct | null>(null)
  const total = query.data?.total ?? 0
  const products = query.data?.items ?? []
  const pageCount = Math.ceil(total / ADMIN_PAGE_SIZE)
  // Deleting the last product of the last page leaves a page past the end: go to the new last one.
  if (query.isSuccess && !products.length && list.page > pageCount && total > 0)
    return <Navigate to={list.pageTo(pageCount)} replace />

  return (
    <div className="space-y-5">
      <ProductFilters
        values={list.values}
        onChange={list.setFilters}
        onClear={list.clear}
        filtered={list.filtered}
      />
      <ListStatus
        isPending={query.isPending}
        isError={query.isError}
        isEmpty={products.length === 0}
        loadingText="Cargando productos..."
        errorText="No se pudieron cargar los productos."
        onRetry={() => void query.refetch()}
        empty={
          list.filtered
            ? {
                icon: Package,
                title: 'Ningún producto coincide',
                text: 'Prueba con otra búsqueda o limpia los filtros.',
              }
            : {
                icon: Package,
                title: 'Aún no hay productos',
                text: 'Crea el primer producto de tu tienda.',
                action: (
                  <Link to={paths.admin.productNew} className={buttonClasses()}>
                    <Plus className="size-4" aria-hidden="true" />
                    Nuevo producto
                  </Link>
                ),
              }
        }
      />
      {products.length > 0 && (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {total === 1 ? '1 producto' : `${total} productos`}
          </p>
          <div aria-busy={query.isPlaceholderData || undefined}>
            <ProductTable products={products} onDelete={setToDelete} />
          </div>
          <Pagination page={list.page} pageCount={pageCount} to={list.pageTo} />
        </>
      )}
      <DeleteProductDialog product={toDelete} onClose={() => setToDelete(null)} />
    </div>
  )
}
