import { buyerDocumentLabel } from '@vitrina/core/schemas/buyer'
import { useQuery } from '@tanstack/react-query'
import { formatCOP, formatOrderNumber } from '@vitrina/core/format'
import { orderStatusLabel, PAYMENT_METHOD_LABELS } from '@vitrina/core/order-status'
import { taxLines } from '@vitrina/core/tax-classes'
import { CircleCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { Container } from '../components/container'
import { buttonClasses } from '../components/ui/button'
import { Card } from '../components/ui/card'
import { useSessionStore } from '../features/auth/session.store'
import { awaitingWompi, WompiResult } from '../features/checkout/components/wompi-result'
import { orderDetailOptions } from '../features/orders/orders.api'
import { ReceiptButton } from '../features/orders/components/receipt-button'
import { UnpaidOrderNotice } from '../features/orders/components/unpaid-order-notice'

/**
 * docs/product/checkout-and-payments.md#order-confirmation /pedido-confirmado/{orderId}: thanks, '#' and the
 * last 6 characters, a Wompi payment's progress, how long an unpaid order waits for its payment, the way on,
 * the receipt.
 */
export function OrderConfirmedPage() {
  const { orderId = '' } = useParams()
  const token = useSessionStore((state) => state.token)
  const [search] = useSearchParams()
  // A Wompi payment still in progress is looked at again every few seconds until it settles.
  const order = useQuery({
    ...orderDetailOptions(token, orderId),
    refetchInterval: (query) => (awaitingWompi(query.state.data) ? 3000 : false),
  })
  const detail = order.data
  const tax = detail ? taxLines(detail.tax_breakdown, detail.tax_included) : []
  return (
    <Container className="max-w-2xl py-14">
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-success/10 text-success">
          <CircleCheck className="size-8" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold text-foreground sm:text-3xl">¡Gracias por tu compra!</h1>
        {detail && (
          <p className="text-muted">
            Tu número de pedido es{' '}
            <strong className="text-foreground">{formatOrderNumber(detail.order_number)}</strong>.
          </p>
        )}
        {detail && <WompiResult order={detail} transactionId={search.get('id')} />}
        {/* docs/product/checkout-and-payments.md#payment-window: not while Wompi's answer is awaited. */}
        {detail && (
          <UnpaidOrderNotice order={detail} canCancel={!(search.get('id') && awaitingWompi(detail))} />
        )}
        {detail && (
          <>
            <p className="text-sm text-muted">Te enviamos un correo con los detalles de tu pedido.</p>
            <dl className="mt-4 grid w-full max-w-sm gap-2 rounded-xl border border-border p-4 text-left text-sm">
              <Row term="Total">{formatCOP(detail.total_amount)}</Row>
              {tax.map((line) => (
                <Row key={line.label} term={line.label}>
                  {formatCOP(line.amount)}
                </Row>
              ))}
              {detail.shipping_zone && (
                <Row term="Entrega">
                  {detail.shipping_zone}
                  {detail.shipping_estimate && `, ${detail.shipping_estimate}`}
                </Row>
              )}
              <Row term="Pago">{PAYMENT_METHOD_LABELS[detail.payment_method]}</Row>
              <Row term="Estado">{orderStatusLabel(detail.status, detail.payment_method)}</Row>
              <Row term="Factura a">
                {'final_consumer' in detail.buyer
                  ? buyerDocumentLabel(detail.buyer)
                  : `${detail.buyer.name} · ${buyerDocumentLabel(detail.buyer)}`}
              </Row>
              {detail.shipping_address && (
                <Row term="Envío a">
                  {detail.shipping_address.street_address}, {detail.shipping_address.city}
                </Row>
              )}
            </dl>
          </>
        )}
        {order.isError && (
          <p role="alert" className="text-sm text-danger">
            No pudimos cargar los detalles de este pedido. Puedes verlo en Mis pedidos.
          </p>
        )}
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          {detail && <ReceiptButton order={detail} variant="primary" />}
          <Link to={paths.shop} className={buttonClasses({ variant: 'outline' })}>
            Seguir Comprando
          </Link>
        </div>
      </Card>
    </Container>
  )
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="whitespace-nowrap text-muted">{term}</dt>
      <dd className="text-right font-semibold text-foreground">{children}</dd>
    </div>
  )
}
