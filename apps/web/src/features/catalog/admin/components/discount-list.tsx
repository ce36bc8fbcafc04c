import { useQuery } from '@tanstack/react-query'
import { Percent } from 'lucide-react'
import { Navigate } from 'react-router'
import { Pagination } from '../../../../components/pagination'
import { useListParams } from '../hooks/use-list-params'
import { ADMIN_PAGE_SIZE, adminProductListOptions } from '../products-admin.api'
import { DISCOUNT_GRID, DiscountRow } from './discount-row'
import { ListStatus } from './list-status'
import { ProductFilters } from './product-filters'

const FILTERS = ['search', 'category'] as const

/** Every product with its price, discount and resulting price, searchable and paginated. */
export function DiscountList() {
  const list = useListParams(FILTERS)
  const query = useQuery(
    adminProductListOptions({
      search: list.values.search || undefined,
      category: list.values.category || undefined,
      page: list.page,
    }),
  )
  const products = query.data?.items ?? []
  const total = query.data?.total ?? 0
  const pageCount = Math.ceil(total / ADMIN_PAGE_SIZE)
  if (query.isSuccess && !products.length && list.page > pageCount && total > 0)
    return <Navigate to={list.pageTo(pageCount)} replace />

  return (
    <section aria-labelledby="descuentos-productos" className="space-y-5">
      <h2 id="descuentos-productos" className="text-lg font-bold text-foreground">
        Descuento por producto
      </h2>
      <ProductFilters
        values={{ ...list.values, stock: '' }}
        onChange={list.setFilters}
        onClear={list.clear}
        filtered={list.filtered}
        showStock={false}
      />
      <ListStatus
        isPending={query.isPending}
        isError={query.isError}
        isEmpty={products.length === 0}
        loadingText="Cargando productos..."
        errorText="No se pudieron cargar los productos."
        onRetry={() => void query.refetch()}
        empty={{
          icon: Percent,
          title: list.filtered ? 'Ningún producto coincide' : 'Aún no hay productos',
          text: list.filtered
            ? 'Prueba con otra búsqueda o limpia los filtros.'
            : 'Cuando crees productos podrás ponerles descuento aquí.',
        }}
      />
      {products.length > 0 && (
        <>
          <div className="rounded-2xl border border-border bg-card px-4 sm:px-5">
            <div
              aria-hidden="true"
              className={`${DISCOUNT_GRID} hidden border-b border-border py-3 text-xs font-semibold tracking-wide text-muted uppercase md:grid`}
            >
              <span>Producto</span>
              <span>Precio</span>
              <span>Descuento</span>
              <span>Precio final</span>
              <span />
            </div>
            <ul className="divide-y divide-border" aria-busy={query.isPlaceholderData || undefined}>
              {products.map((product) => (
                <DiscountRow key={product.id} product={product} />
              ))}
            </ul>
          </div>
          <Pagination page={list.page} pageCount={pageCount} to={list.pageTo} />
        </>
      )}
    </section>
  )
}
