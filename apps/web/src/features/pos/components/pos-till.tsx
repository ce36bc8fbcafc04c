import type { PosProduct, PosVariant } from '@vitrina/core/schemas/pos'
import { useReducer, useRef, useState } from 'react'
import { toast } from '../../../lib/toast'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { errorMessage } from '../../../lib/api-client'
import { usePosCharge } from '../hooks/use-pos-charge'
import { lineKey, maxQuantity, quantityIn, ticketReducer, toTicketLine } from '../ticket'
import { BuyerPanel } from './buyer-panel'
import { CustomerPicker } from './customer-picker'
import { PaymentPanel } from './payment-panel'
import { PosReceiptDialog } from './pos-receipt'
import { ProductSearch } from './product-search'
import { lineLabel, TicketLines } from './ticket-lines'
import { TicketTotals } from './ticket-totals'
import { VariantPicker } from './variant-picker'

/**
 * docs/product/back-office.md#point-of-sale (/admin/pos): search or scan, choose the size/colour, adjust
 * quantities, pick how the customer pays and 'Cobrar'. Everything works from the keyboard; after each product
 * the search field is ready for the next scan.
 */
export function PosTill() {
  const searchRef = useRef<HTMLInputElement>(null)
  const [lines, dispatch] = useReducer(ticketReducer, [])
  const [choosing, setChoosing] = useState<PosProduct | null>(null)
  const till = usePosCharge(lines, () => dispatch({ type: 'clear' }))

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

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-6">
      <Card className="p-4 sm:p-5 lg:self-start">
        <ProductSearch inputRef={searchRef} onPick={add} />
      </Card>
      <Card className="lg:sticky lg:top-6 lg:self-start">
        <section aria-labelledby="pos-ticket" className="space-y-4 p-4 sm:p-5">
          <TicketHeading onClear={lines.length > 0 ? () => dispatch({ type: 'clear' }) : undefined} />
          <TicketLines lines={lines} dispatch={dispatch} />
          <TicketTotals totals={till.totals} />
          <CustomerPicker customer={till.customer} onChange={till.setCustomer} />
          <BuyerPanel
            identified={till.buyer.identified}
            onIdentified={till.buyer.setIdentified}
            values={till.buyer.values}
            onValues={till.buyer.setValues}
          />
          <PaymentPanel
            method={till.method}
            onMethod={till.setMethod}
            received={till.received}
            onReceived={till.setReceived}
            total={till.totals.total}
          />
          {till.charge.isError && (
            <Alert tone="error">{errorMessage(till.charge.error, 'No se pudo registrar la venta.')}</Alert>
          )}
          {till.buyerProblem && (
            <p id="pos-buyer-problem" className="text-sm text-danger">
              Datos de facturación: {till.buyerProblem}
            </p>
          )}
          <Button
            size="lg"
            className="w-full"
            disabled={lines.length === 0 || till.cashShort || till.buyerProblem !== null}
            aria-describedby={till.buyerProblem ? 'pos-buyer-problem' : undefined}
            pending={till.charge.isPending}
            pendingText="Cobrando..."
            onClick={till.submit}
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
        sale={till.sale}
        onNewSale={() => {
          till.closeReceipt()
          focusSearch()
        }}
      />
    </div>
  )
}

/** The ticket's heading, with 'Vaciar ticket' while it has lines. */
function TicketHeading({ onClear }: { onClear?: () => void }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <h2 id="pos-ticket" className="text-lg font-bold text-foreground">
        Ticket
      </h2>
      {onClear && (
        <Button variant="ghost" size="sm" onClick={onClear}>
          Vaciar ticket
        </Button>
      )}
    </div>
  )
}
