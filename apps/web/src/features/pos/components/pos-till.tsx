import { useQueryClient } from '@tanstack/react-query'
import { formatCOP } from '@vitrina/core/format'
import { computePosTotals } from '@vitrina/core/pos'
import type {
  PosCustomer,
  PosPaymentMethod,
  PosProduct,
  PosSale,
  PosVariant,
} from '@vitrina/core/schemas/pos'
import { taxLine } from '@vitrina/core/totals'
import { useReducer, useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { errorMessage } from '../../../lib/api-client'
import { useSettings } from '../../settings'
import { posKeys, useCreatePosSale } from '../pos.api'
import { lineKey, maxQuantity, quantityIn, ticketReducer, toTicketLine } from '../ticket'
import { CustomerPicker } from './customer-picker'
import { PaymentPanel } from './payment-panel'
import { PosReceiptDialog } from './pos-receipt'
import { ProductSearch } from './product-search'
import { lineLabel, TicketLines } from './ticket-lines'
import { VariantPicker } from './variant-picker'

/**
 * docs/product/back-office.md#point-of-sale (/admin/pos): search or scan, choose the size/colour, adjust
 * quantities, pick how the customer pays and 'Cobrar'. Everything works from the keyboard; after each product
 * the search field is ready for the next scan.
 */
export function PosTill() {
  const client = useQueryClient()
  const settings = useSettings().data ?? {}
  const searchRef = useRef<HTMLInputElement>(null)
  const [lines, dispatch] = useReducer(ticketReducer, [])
  const [choosing, setChoosing] = useState<PosProduct | null>(null)
  const [customer, setCustomer] = useState<PosCustomer | null>(null)
  const [method, setMethod] = useState<PosPaymentMethod>('efectivo')
  const [received, setReceived] = useState('')
  const [sale, setSale] = useState<PosSale | null>(null)
  const charge = useCreatePosSale()

  const totals = computePosTotals(lines, settings)
  const tax = taxLine(totals)
  const cash = received === '' ? null : Number(received)
  const cashShort = method === 'efectivo' && (cash === null || cash < totals.total)

  const focusSearch = () => requestAnimationFrame(() => searchRef.current?.focus())

  function add(product: PosProduct, variant?: PosVariant) {
    if (product.variants.length > 0 && !variant) {
      setChoosing(product)
      return
    }
    const line = toTicketLine(product, variant)
    if (quantityIn(lines, line.key) + 1 > maxQuantity(line)) {
      toast.error(`No quedan más unidades de "${lineLabel(line)}".`)
    } else {
      dispatch({ type: 'add', line })
    }
    setChoosing(null)
    focusSearch()
  }

  function reset() {
    dispatch({ type: 'clear' })
    setCustomer(null)
    setMethod('efectivo')
    setReceived('')
    charge.reset()
  }

  function submit() {
    charge.mutate(
      {
        items: lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity })),
        payment_method: method,
        amount_received: method === 'efectivo' ? cash : null,
        customer_id: customer?.id ?? null,
      },
      {
        onSuccess: (result) => {
          setSale(result)
          reset()
          void client.invalidateQueries({ queryKey: posKeys.all })
        },
        onError: () => void client.invalidateQueries({ queryKey: posKeys.all }),
      },
    )
  }

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-6">
      <Card className="p-4 sm:p-5 lg:self-start">
        <ProductSearch inputRef={searchRef} onPick={add} />
      </Card>
      <Card className="lg:sticky lg:top-6 lg:self-start">
        <section aria-labelledby="pos-ticket" className="space-y-4 p-4 sm:p-5">
          <div className="flex items-center justify-between gap-2">
            <h2 id="pos-ticket" className="text-lg font-bold text-foreground">
              Ticket
            </h2>
            {lines.length > 0 && (
              <Button variant="ghost" size="sm" onClick={() => dispatch({ type: 'clear' })}>
                Vaciar ticket
              </Button>
            )}
          </div>
          <TicketLines lines={lines} dispatch={dispatch} />
          <dl className="space-y-1.5 border-t border-border pt-3 text-sm">
            <div className="flex justify-between">
              <dt className="text-muted">Subtotal</dt>
              <dd className="tabular-nums">{formatCOP(totals.subtotal)}</dd>
            </div>
            {totals.discount > 0 && (
              <div className="flex justify-between">
                <dt className="text-muted">Descuento</dt>
                <dd className="text-success tabular-nums">{`-${formatCOP(totals.discount)}`}</dd>
              </div>
            )}
            {tax && !tax.included && <TaxRow label={tax.label} amount={tax.amount} />}
            <div className="flex items-baseline justify-between pt-1">
              <dt className="text-base font-bold">Total</dt>
              <dd className="text-2xl font-extrabold tabular-nums">{formatCOP(totals.total)}</dd>
            </div>
            {tax?.included && <TaxRow label={tax.label} amount={tax.amount} />}
          </dl>
          <CustomerPicker customer={customer} onChange={setCustomer} />
          <PaymentPanel
            method={method}
            onMethod={setMethod}
            received={received}
            onReceived={setReceived}
            total={totals.total}
          />
          {charge.isError && (
            <Alert tone="error">{errorMessage(charge.error, 'No se pudo registrar la venta.')}</Alert>
          )}
          <Button
            size="lg"
            className="w-full"
            disabled={lines.length === 0 || cashShort}
            pending={charge.isPending}
            pendingText="Cobrando..."
            onClick={submit}
          >
            Cobrar
          </Button>
        </section>
      </Card>
      <VariantPicker
        product={choosing}
        inTicket={(variant) => (choosing ? quantityIn(lines, lineKey(choosing.id, variant.id)) : 0)}
        onChoose={add}
        onClose={() => {
          setChoosing(null)
          focusSearch()
        }}
      />
      <PosReceiptDialog
        sale={sale}
        onNewSale={() => {
          setSale(null)
          focusSearch()
        }}
      />
    </div>
  )
}

function TaxRow({ label, amount }: { label: string; amount: number }) {
  return (
    <div className="flex justify-between">
      <dt className="text-muted">{label}</dt>
      <dd className="tabular-nums">{formatCOP(amount)}</dd>
    </div>
  )
}
