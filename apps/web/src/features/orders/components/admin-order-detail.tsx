import { useQuery, useQueryClient } from '@tanstack/react-query'
import { formatDateTime, formatOrderNumber } from '@vitrina/core/format'
import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { LoadError } from '../../../components/load-error'
import { LoadState } from '../../../components/load-state'
import { PageMeta } from '../../../components/page-meta'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { OrderSummary } from '../../cart'
import { AdminOrderReturns } from '../../returns'
import { adminOrderDetailOptions, adminOrderKeys } from '../admin-orders.api'
import { orderTotals } from '../order-totals'
import { OrderFacts } from './order-facts'
import { StatusHistory } from './status-history'
import { OrderItems } from './order-items'
import { OrderStatusBadge } from './order-status-badge'
import { OrderStatusPanel } from './order-status-panel'
import { ReceiptButton } from './receipt-button'
import { OrderFiscalDocuments } from '../../fiscal'

function BackLink() {
  return (
    <Link
      to={paths.admin.orders}
      className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-primary-ink hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Volver a pedidos
    </Link>
  )
}

/** /admin/pedidos/{id}: items, customer, address, payment, totals, history and the status moves. */
export function AdminOrderDetail({ id }: { id: string }) {
  const order = useQuery(adminOrderDetailOptions(id))
  const client = useQueryClient()

  if (order.isPending) return <LoadState tone="loading">Cargando pedido...</LoadState>
  if (order.isError) {
    const missing = order.error instanceof ApiError && [400, 404].includes(order.error.status)
    return (
      <div className="space-y-4">
        <BackLink />
        {missing ? (
          <LoadState tone="error">Pedido no encontrado.</LoadState>
        ) : (
          <LoadError
            message={errorMessage(order.error, 'No se pudo cargar el pedido.')}
            onRetry={() => void order.refetch()}
          />
        )}
      </div>
    )
  }

  const data = order.data
  const number = formatOrderNumber(data.order_number)
  return (
    <div className="space-y-6">
      <PageMeta title={`Pedido ${number}`} />
      <BackLink />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1.5">
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
            Pedido {number}
            <OrderStatusBadge status={data.status} method={data.payment_method} />
          </h1>
          <p className="text-muted">
            Realizado el <time dateTime={data.order_date}>{formatDateTime(data.order_date)}</time>
          </p>
        </div>
        <ReceiptButton order={data} />
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6 max-lg:order-2">
          <OrderItems items={data.items} />
          <OrderSummary
            totals={orderTotals(data)}
            shippingNote={
              data.shipping_zone
                ? [data.shipping_zone, data.shipping_estimate].filter(Boolean).join(' · ')
                : undefined
            }
          />
          <AdminOrderReturns
            orderId={data.id}
            onMoved={() => void client.invalidateQueries({ queryKey: adminOrderKeys.detail(data.id) })}
          />
          <OrderFiscalDocuments documents={data.fiscal_documents} />
          <StatusHistory history={data.status_history} method={data.payment_method} />
        </div>
        <div className="space-y-6 max-lg:order-1">
          <OrderStatusPanel order={data} />
          <OrderFacts order={data} />
        </div>
      </div>
    </div>
  )
}
