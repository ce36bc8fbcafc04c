import { useQueryClient } from '@tanstack/react-query'
import { computePosTotals } from '@vitrina/core/pos'
import type { PosCustomer, PosPaymentMethod, PosSale } from '@vitrina/core/schemas/pos'
import { useState } from 'react'
import { blankBuyer, checkBuyer } from '../../checkout'
import { useSettings } from '../../settings'
import { posKeys, useCreatePosSale } from '../pos.api'
import type { TicketLine } from '../ticket'

/**
 * The charge of a ticket (docs/product/back-office.md#point-of-sale): its totals, the customer, how they
 * pay and the cash received ('Cobrar' waits until cash covers the total). A sale clears the ticket and
 * keeps the receipt to show; shelves are read again either way, since stock moved or was short.
 */
export function usePosCharge(lines: TicketLine[], clearTicket: () => void) {
  const client = useQueryClient()
  const settings = useSettings().data ?? {}
  const [customer, setCustomer] = useState<PosCustomer | null>(null)
  const [method, setMethod] = useState<PosPaymentMethod>('efectivo')
  const [received, setReceived] = useState('')
  const [sale, setSale] = useState<PosSale | null>(null)
  // docs/product/checkout-and-payments.md#buyer: 'Consumidor final' unless the customer asks for their name.
  const [identified, setIdentified] = useState(false)
  const [buyerValues, setBuyerValues] = useState(blankBuyer)
  const buyer = checkBuyer(identified, buyerValues).state
  const charge = useCreatePosSale()

  const totals = computePosTotals(lines, settings)
  const cash = received === '' ? null : Number(received)
  const cashShort = method === 'efectivo' && (cash === null || cash < totals.total)

  function reset() {
    clearTicket()
    setCustomer(null)
    setMethod('efectivo')
    setReceived('')
    setIdentified(false)
    setBuyerValues(blankBuyer)
    charge.reset()
  }

  function submit() {
    charge.mutate(
      {
        items: lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity })),
        payment_method: method,
        amount_received: method === 'efectivo' ? cash : null,
        customer_id: customer?.id ?? null,
        ...(identified && buyer.buyer ? { buyer: buyer.buyer } : {}),
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

  return {
    totals,
    customer,
    setCustomer,
    method,
    setMethod,
    received,
    setReceived,
    cashShort,
    buyer: { identified, setIdentified, values: buyerValues, setValues: setBuyerValues },
    /** The first problem of an identified buyer's fields; 'Cobrar' waits until it is fixed. */
    buyerProblem: buyer.problem,
    sale,
    closeReceipt: () => setSale(null),
    charge,
    submit,
  }
}
