import { useQuery } from '@tanstack/react-query'
import { PackageSearch } from 'lucide-react'
import { EmptyState } from '../../../components/empty-state'
import { Pagination } from '../../../components/pagination'
import { Button } from '../../../components/ui/button'
import { writeShopParams, SHOP_PAGE_SIZE, shopQuery, type ShopState } from '../shop-filters'
import { productListOptions } from '../catalog.api'
import { ProductGrid, ProductGridSkeleton } from './product-grid'

/** The shop grid for a state: skeletons, the error text, the empty state, or products and pages. */
export function ShopResults({ state, onClear }: { state: ShopState; onClear: () => void }) {
  const products = useQuery(productListOptions(shopQuery(state)))

  if (products.isPending) {
    return (
      <div>
        <p role="status" className="sr-only">
          Cargando productos...
        </p>
        <ProductGridSkeleton />
      </div>
    )
  }
  if (products.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-danger/30 bg-danger/8 p-6 text-center">
        <p className="font-semibold text-danger">No se pudieron cargar los productos.</p>
        <Button variant="outline" className="mt-4" onClick={() => void products.refetch()}>
          Reintentar
        </Button>
      </div>
    )
  }
  const { items, total } = products.data
  if (items.length === 0) {
    return (
      <EmptyState
        icon={PackageSearch}
        title="No encontramos productos"
        action={
          <Button variant="outline" onClick={onClear}>
            Limpiar Filtros
          </Button>
        }
      >
        Prueba con otras palabras o quita algunos filtros.
      </EmptyState>
    )
  }
  const first = (state.page - 1) * SHOP_PAGE_SIZE + 1
  return (
    <div className="space-y-8" aria-busy={products.isPlaceholderData || undefined}>
      <p role="status" className="text-sm text-muted">
        Mostrando {first}–{first + items.length - 1} de {total} {total === 1 ? 'producto' : 'productos'}
      </p>
      <div className={products.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <ProductGrid products={items} leadsPage search={state.search} />
      </div>
      <Pagination
        page={state.page}
        pageCount={Math.ceil(total / SHOP_PAGE_SIZE)}
        to={(page) => ({ search: writeShopParams({ ...state, page }).toString() })}
      />
    </div>
  )
}
