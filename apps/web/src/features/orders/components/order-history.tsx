import { useQuery } from '@tanstack/react-query'
import clsx from 'clsx'
import { Package } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { EmptyState } from '../../../components/empty-state'
import { LoadState } from '../../../components/load-state'
import { Pagination } from '../../../components/pagination'
import { buttonClasses } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { useSessionStore } from '../../auth'
import { ORDERS_PAGE_SIZE, orderListOptions } from '../orders.api'
import { cell, OrderRow } from './order-row'

/** The page number of the query string (?page=2), 1 when absent or not a positive whole number. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page > 0 ? page : 1
}

const pageLink = (page: number) => (page > 1 ? `?page=${page}` : '?')

/**
 * docs/product/orders.md#order-history 'Mi Historial de Pedidos': the table, its empty text and its load
 * error text.
 */
export function OrderHistory() {
  const token = useSessionStore((state) => state.token)
  const [params] = useSearchParams()
  const page = readPage(params)
  const orders = useQuery(orderListOptions(token, page))

  if (orders.isPending) return <LoadState tone="loading">Cargando pedidos...</LoadState>
  if (orders.isError)
    return (
      <LoadState tone="error">Error al cargar tus pedidos. Por favor, intenta de nuevo más tarde.</LoadState>
    )

  const { items, total } = orders.data
  if (items.length === 0) {
    const beyondLastPage = total > 0
    return (
      <EmptyState
        icon={Package}
        title={beyondLastPage ? 'Esta página no tiene pedidos.' : 'Aún no has realizado ningún pedido.'}
        action={
          <Link
            to={beyondLastPage ? pageLink(1) : paths.shop}
            className={buttonClasses({ variant: beyondLastPage ? 'outline' : 'primary' })}
          >
            {beyondLastPage ? 'Ver mis pedidos más recientes' : 'Explorar productos'}
          </Link>
        }
      />
    )
  }

  return (
    <div className="space-y-6">
      <Card className="overflow-x-auto">
        <table className="w-full text-sm" aria-busy={orders.isPlaceholderData || undefined}>
          <caption className="sr-only">Mis pedidos, del más reciente al más antiguo. Página {page}.</caption>
          <thead className="bg-foreground/[0.03] text-left text-xs font-semibold tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className={cell}>
                ID Pedido
              </th>
              <th scope="col" className={clsx(cell, 'hidden sm:table-cell')}>
                Fecha
              </th>
              <th scope="col" className={cell}>
                Total
              </th>
              <th scope="col" className={cell}>
                Estado
              </th>
            </tr>
          </thead>
          {items.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </table>
      </Card>
      <Pagination page={page} pageCount={Math.ceil(total / ORDERS_PAGE_SIZE)} to={pageLink} />
    </div>
  )
}
