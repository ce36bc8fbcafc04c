import { formatCOP, formatDateTime, formatOrderNumber } from '@vitrina/core/format'
import { PAYMENT_METHOD_LABELS } from '@vitrina/core/order-status'
import type { PosSale } from '@vitrina/core/schemas/pos'
import { taxLines } from '@vitrina/core/tax-classes'
import { Printer } from 'lucide-react'
import { createPortal } from 'react-dom'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { useSetting, useStoreName } from '../../settings'

// While the receipt is open, printing shows only the receipt, on an 80 mm roll (thermal printers).
const PRINT_CSS = `@media print {
  @page { size: 80mm auto; margin: 3mm; }
  body > *:not(.pos-print) { display: none !important; }
  .pos-print { display: block !important; width: 74mm; color: #000; background: #fff; }
}`

/**
 * The sale's receipt on screen, with "Imprimir recibo" (docs/product/back-office.md#point-of-sale: a
 * printable 80 mm receipt).
 */
export function PosReceiptDialog({ sale, onNewSale }: { sale: PosSale | null; onNewSale: () => void }) {
  return (
    <Dialog
      open={sale !== null}
      onClose={onNewSale}
      title="Venta registrada"
      description={
        sale ? `Pedido ${formatOrderNumber(sale.order.order_number)}, pagado y entregado.` : undefined
      }
    >
      {sale && (
        <div className="space-y-4">
          <div className="rounded-xl border border-border bg-white p-4 text-black">
            <Receipt sale={sale} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button data-autofocus="" onClick={() => window.print()}>
              <Printer className="size-4" aria-hidden="true" />
              Imprimir recibo
            </Button>
            <Button variant="outline" onClick={onNewSale}>
              Nueva venta
            </Button>
          </div>
          {createPortal(
            <div className="pos-print hidden">
              <style>{PRINT_CSS}</style>
              <Receipt sale={sale} />
            </div>,
            document.body,
          )}
        </div>
      )}
    </Dialog>
  )
}

function Receipt({ sale }: { sale: PosSale }) {
  const storeName = useStoreName()
  const address = useSetting('contact_address')
  const phone = useSetting('contact_phone')
  const { order } = sale
  const tax = taxLines(order.tax_breakdown, order.tax_included)
  const line = 'flex justify-between gap-2'
  return (
    <div className="mx-auto max-w-[74mm] font-mono text-[12px] leading-snug">
      <div className="text-center">
        <p className="text-sm font-bold">{storeName}</p>
        {address && <p>{address}</p>}
        {phone && <p>{`Tel. ${phone}`}</p>}
        <p className="mt-1">{`Recibo de venta ${formatOrderNumber(order.order_number)}`}</p>
        <p>{formatDateTime(order.order_date)}</p>
        {order.customer_name && <p>{`Cliente: ${order.customer_name}`}</p>}
      </div>
      <hr className="my-2 border-dashed border-black" />
      <ul>
        {order.items.map((item, i) => (
          <li key={i} className="mb-1">
            <p>
              {item.variant_details ? `${item.product_name} (${item.variant_details})` : item.product_name}
            </p>
            <p className={line}>
              <span>{`${item.quantity} x ${formatCOP(item.price_per_unit)}`}</span>
              <span>{formatCOP(item.quantity * item.price_per_unit)}</span>
            </p>
          </li>
        ))}
      </ul>
      <hr className="my-2 border-dashed border-black" />
      <p className={line}>
        <span>Subtotal</span>
        <span>{formatCOP(order.subtotal)}</span>
      </p>
      {order.discount_total > 0 && (
        <p className={line}>
          <span>Descuento</span>
          <span>{`-${formatCOP(order.discount_total)}`}</span>
        </p>
      )}
      {tax
        .filter((t) => !t.included)
        .map((t) => (
          <p key={t.label} className={line}>
            <span>{t.label}</span>
            <span>{formatCOP(t.amount)}</span>
          </p>
        ))}
      <p className={`${line} text-sm font-bold`}>
        <span>TOTAL</span>
        <span>{formatCOP(order.total_amount)}</span>
      </p>
      {tax
        .filter((t) => t.included)
        .map((t) => (
          <p key={t.label} className={line}>
            <span>{t.label}</span>
            <span>{formatCOP(t.amount)}</span>
          </p>
        ))}
      <p className={line}>
        <span>Pago</span>
        <span>{PAYMENT_METHOD_LABELS[order.payment_method]}</span>
      </p>
      {sale.amount_received !== null && (
        <>
          <p className={line}>
            <span>Efectivo recibido</span>
            <span>{formatCOP(sale.amount_received)}</span>
          </p>
          <p className={line}>
            <span>Cambio</span>
            <span>{formatCOP(sale.change ?? 0)}</span>
          </p>
        </>
      )}
      <hr className="my-2 border-dashed border-black" />
      <p className="text-center">¡Gracias por tu compra!</p>
    </div>
  )
}
