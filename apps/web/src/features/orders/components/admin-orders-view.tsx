import { useQuery } from '@tanstack/react-query'
import { ShoppingBag } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { EmptyState } from '../../../components/empty-state'
import { LoadError } from '../../../components/load-error'
import { LoadState } from '../../../components/load-state'
import { Pagination } from '../../../components/pagination'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { adminOrderListOptions } from '../admin-orders.api'
import {
  ADMIN_ORDERS_PAGE_SIZE,
  EMPTY_ORDER_FILTERS,
  orderListQuery,
  readOrderFilters,
  writeOrderFilters,
  type OrderFilters,
} from '../order-filters'
import { AdminOrderList } from './admin-order-list'
import { OrderFiltersForm } from './order-filters-form'

/** /admin/pedidos: filters in the URL, then the loading, error, empty or listed state, and the pages. */
export function AdminOrdersView() {
  const [params, setParams] = useSearchParams()
  const filters = readOrderFilters(params)
  const apply = (next: OrderFilters) => setParams(writeOrderFilters(next))
  const orders = useQuery(adminOrderListOptions(orderListQuery(filters)))
  const filtered = filters.status !== '' || filters.from !== '' || filters.to !== '' || filters.search !== ''

  let content
  if (orders.isPending) content = <LoadState tone="loading">Cargando pedidos...</LoadState>
  else if (orders.isError)
    content = (
      <LoadError
        message={errorMessage(orders.error, 'No se pudieron cargar los pedidos.')}
        onRetry={() => void orders.refetch()}
      />
    )
  else if (orders.data.items.length === 0)
    content = filtered ? (
      <EmptyState
        icon={ShoppingBag}
        title="Ningún pedido coincide con los filtros"
        action={
          <Button variant="outline" onClick={() => apply(EMPTY_ORDER_FILTERS)}>
            Limpiar filtros
          </Button>
        }
      >
        Prueba con otro estado, otras fechas u otro texto.
      </EmptyState>
    ) : (
      <EmptyState icon={ShoppingBag} title="Aún no hay pedidos">
        Cuando tus clientes compren en la tienda o vendas en el punto de venta, los pedidos aparecerán aquí.
      </EmptyState>
    )
  else {
    const { items, total } = orders.data
    const first = (filters.page - 1) * ADMIN_ORDERS_PAGE_SIZE + 1
    content = (
      <div className="space-y-5" aria-busy={orders.isPlaceholderData || undefined}>
        <p role="status" className="text-sm text-muted">
          Mostrando {first}–{first + items.length - 1} de {total} {total === 1 ? 'pedido' : 'pedidos'}
        </p>
        <div className={orders.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <AdminOrderList orders={items} />
        </div>
        <Pagination
          page={filters.page}
          pageCount={Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE)}
          to={(page) => ({ search: writeOrderFilters({ ...filters, page }).toString() })}
        />
      </div>
    )
  }

  return (
    <div className="space-y-6">
      <OrderFiltersForm key={params.toString()} filters={filters} onApply={apply} />
      {content}
    </div>
  )
}
