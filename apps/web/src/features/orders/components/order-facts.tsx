import { formatCOP, formatDateTime } from '@vitrina/core/format'
import { PAYMENT_METHOD_LABELS } from '@vitrina/core/order-status'
import { buyerDocumentLabel, DOCUMENT_TYPE_LABELS } from '@vitrina/core/schemas/buyer'
import type { AdminOrderDetail } from '@vitrina/core/schemas/orders'
import type { ReactNode } from 'react'

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-card p-5 text-sm shadow-sm">
      <h2 id={id} className="mb-3 text-base font-bold text-foreground">
        {title}
      </h2>
      {children}
    </section>
  )
}

// The payments table's statuses (modules/payments): what staff read for each.
const PAYMENT_STATUS_LABELS: Record<string, string> = {
  created: 'Iniciado',
  capturing: 'Cobrando',
  completed: 'Completado',
  failed: 'Fallido',
  mismatch: 'El monto no coincide',
}

/** Who bought, where it goes and how it is paid. */
export function OrderFacts({ order }: { order: AdminOrderDetail }) {
  const address = order.shipping_address
  const cashOnDelivery = order.payment_method === 'contra_entrega'
  return (
    <>
      <Card id="cliente" title="Cliente">
        {order.customer_name || order.customer_email ? (
          <>
            <p className="font-semibold text-foreground">{order.customer_name ?? 'Cliente'}</p>
            {order.customer_email && (
              <a
                href={`mailto:${order.customer_email}`}
                className="break-all text-primary-ink hover:underline"
              >
                {order.customer_email}
              </a>
            )}
          </>
        ) : (
          <p className="text-muted">Venta sin cliente registrado.</p>
        )}
        <p className="mt-2 text-muted">
          Canal: {order.channel === 'pos' ? 'Punto de venta (tienda física)' : 'Tienda en línea'}
        </p>
      </Card>

      <Card id="envio" title="Dirección de envío">
        {address ? (
          <address className="space-y-0.5 text-foreground not-italic">
            <p className="font-semibold">{address.recipient_name}</p>
            <p>{address.street_address}</p>
            <p>
              {address.city}, {address.state_province} {address.postal_code}
              {address.municipality_code && (
                <span className="text-muted"> · DANE {address.municipality_code}</span>
              )}
            </p>
            <p>{address.country}</p>
            <p className="text-muted">Tel. {address.phone_number}</p>
            {address.reference && <p className="text-muted">Referencia: {address.reference}</p>}
          </address>
        ) : (
          <p className="text-muted">Sin envío: entregado en la tienda.</p>
        )}
      </Card>

      <Card id="facturacion" title="Facturación">
        {'final_consumer' in order.buyer ? (
          <p className="text-foreground">{buyerDocumentLabel(order.buyer)}</p>
        ) : (
          <>
            <p className="font-semibold text-foreground">{order.buyer.name}</p>
            <p className="text-foreground">
              {DOCUMENT_TYPE_LABELS[order.buyer.document_type]}: {order.buyer.document_number}
              {order.buyer.dv !== null && `-${order.buyer.dv}`}
            </p>
            <p className="break-all text-muted">{order.buyer.email}</p>
          </>
        )}
      </Card>

      <Card id="pago" title="Pago">
        <p className="font-semibold text-foreground">{PAYMENT_METHOD_LABELS[order.payment_method]}</p>
        {order.paid_at ? (
          <p className="text-muted">Pagado el {formatDateTime(order.paid_at)}</p>
        ) : cashOnDelivery && order.status !== 'cancelado' ? (
          <p className="text-muted">Se cobra al entregar: {formatCOP(order.total_amount)}</p>
        ) : (
          <p className="text-muted">Sin pago registrado.</p>
        )}
        {order.payments.length > 0 && (
          <ul className="mt-3 space-y-2 border-t border-border pt-3">
            {order.payments.map((payment, index) => (
              <li key={index} className="flex flex-wrap justify-between gap-x-3 text-muted">
                <span>
                  {PAYMENT_METHOD_LABELS[payment.provider]} ·{' '}
                  {PAYMENT_STATUS_LABELS[payment.status] ?? payment.status}
                </span>
                <span className="tabular-nums">
                  {formatCOP(payment.amount_cop)}
                  {payment.amount_usd && ` (US$ ${payment.amount_usd})`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  )
}
