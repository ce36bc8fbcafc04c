import { useQuery } from '@tanstack/react-query'
import type { Buyer } from '@vitrina/core/schemas/buyer'
import { useEffect, useState } from 'react'
import { useSessionStore } from '../../auth'
import { rememberedBuyerOptions } from '../buyer.api'
import { blankBuyer, BuyerFields, checkBuyer, type BuyerState } from './buyer-fields'
import { StepSection } from './step-section'

/** What the step reports: the buyer the order names, or the first problem to fix before paying. */
export type BillingState = BuyerState

/**
 * Step 2 of docs/product/checkout-and-payments.md#buyer 'Datos de facturación': 'Consumidor final' unless the
 * shopper asks for an invoice in their name or their company's (document, the NIT's DV, name, e-mail), checked
 * with the server's own schema; the last order's choice comes prefilled.
 */
export function BillingStep({ onChange }: { onChange: (state: BillingState) => void }) {
  const token = useSessionStore((state) => state.token)
  const remembered = useQuery(rememberedBuyerOptions(token))
  const [identified, setIdentified] = useState(false)
  const [values, setValues] = useState(blankBuyer)
  const [prefilled, setPrefilled] = useState(false)
  if (!prefilled && remembered.data) {
    setPrefilled(true)
    if (!('final_consumer' in remembered.data)) {
      setIdentified(true)
      setValues({ ...remembered.data, dv: remembered.data.dv ?? '' })
    }
  }
  const { state } = checkBuyer(identified, values)
  const problem = state.problem
  const buyerKey = JSON.stringify(state.buyer)
  useEffect(() => {
    onChange(problem === null ? { buyer: JSON.parse(buyerKey) as Buyer, problem } : { buyer: null, problem })
  }, [buyerKey, problem, onChange])

  return (
    <StepSection number={2} title="Datos de facturación">
      <BuyerFields
        legend="¿A nombre de quién emitimos la factura electrónica?"
        identifiedLabel="A mi nombre o de mi empresa (con documento)"
        name="billing"
        identified={identified}
        onIdentified={setIdentified}
        values={values}
        onValues={setValues}
      />
    </StepSection>
  )
}
