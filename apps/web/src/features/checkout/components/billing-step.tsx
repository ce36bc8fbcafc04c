import { useQuery } from '@tanstack/react-query'
import {
  buyerInputSchema,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  FINAL_CONSUMER_LABEL,
  type Buyer,
  type DocumentType,
} from '@vitrina/core/schemas/buyer'
import { useEffect, useState } from 'react'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { useSessionStore } from '../../auth'
import { rememberedBuyerOptions } from '../buyer.api'
import { StepSection } from './step-section'

type Values = {
  document_type: DocumentType
  document_number: string
  dv: string
  name: string
  email: string
}
type FieldName = keyof Values

/** What the step reports: the buyer the order names, or the first problem to fix before paying. */
export type BillingState = { buyer: Buyer; problem: null } | { buyer: null; problem: string }

const blank: Values = { document_type: 'CC', document_number: '', dv: '', name: '', email: '' }

function check(identified: boolean, values: Values) {
  if (!identified)
    return { state: { buyer: { final_consumer: true }, problem: null } as BillingState, errors: {} }
  const parsed = buyerInputSchema.safeParse({
    ...values,
    dv: values.document_type === 'NIT' ? values.dv : null,
  })
  if (parsed.success) return { state: { buyer: parsed.data, problem: null } as BillingState, errors: {} }
  const errors: Partial<Record<FieldName, string>> = {}
  for (const issue of parsed.error.issues) errors[issue.path[0] as FieldName] ??= issue.message
  return { state: { buyer: null, problem: parsed.error.issues[0]!.message } as BillingState, errors }
}

/**
 * Step 2 of docs/product/checkout-and-payments.md#buyer 'Datos de facturación': 'Consumidor final' unless the
 * shopper asks for an invoice in their name or their company's (document, the NIT's DV, name, e-mail), checked
 * with the server's own schema; the last order's choice comes prefilled.
 */
export function BillingStep({ onChange }: { onChange: (state: BillingState) => void }) {
  const token = useSessionStore((state) => state.token)
  const remembered = useQuery(rememberedBuyerOptions(token))
  const [identified, setIdentified] = useState(false)
  const [values, setValues] = useState(blank)
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({})
  const [prefilled, setPrefilled] = useState(false)
  if (!prefilled && remembered.data) {
    setPrefilled(true)
    if (!('final_consumer' in remembered.data)) {
      setIdentified(true)
      setValues({ ...remembered.data, dv: remembered.data.dv ?? '' })
    }
  }
  const { state, errors } = check(identified, values)
  const problem = state.problem
  const buyerKey = JSON.stringify(state.buyer)
  useEffect(() => {
    onChange(problem === null ? { buyer: JSON.parse(buyerKey) as Buyer, problem } : { buyer: null, problem })
  }, [buyerKey, problem, onChange])

  const field = (name: FieldName) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
  })
  const shown = (name: FieldName) => (touched[name] ? errors[name] : undefined)

  return (
    <StepSection number={2} title="Datos de facturación">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm text-foreground">
          ¿A nombre de quién emitimos la factura electrónica?
        </legend>
        <label className="flex items-center gap-2.5 text-sm text-foreground">
          <input
            type="radio"
            name="billing"
            checked={!identified}
            onChange={() => setIdentified(false)}
            className="size-4 accent-primary"
          />
          {FINAL_CONSUMER_LABEL}
        </label>
        <label className="flex items-center gap-2.5 text-sm text-foreground">
          <input
            type="radio"
            name="billing"
            checked={identified}
            onChange={() => setIdentified(true)}
            className="size-4 accent-primary"
          />
          A mi nombre o de mi empresa (con documento)
        </label>
      </fieldset>
      {identified && (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Tipo de documento" error={shown('document_type')}>
            {(props) => (
              <Select {...props} {...field('document_type')}>
                {DOCUMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {DOCUMENT_TYPE_LABELS[type]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="flex gap-3">
            <Field label="Número de documento" error={shown('document_number')}>
              {(props) => (
                <Input {...props} {...field('document_number')} inputMode="text" autoComplete="off" />
              )}
            </Field>
            {values.document_type === 'NIT' && (
              <div className="w-20 shrink-0">
                <Field label="DV" error={shown('dv')}>
                  {(props) => <Input {...props} {...field('dv')} inputMode="numeric" maxLength={1} />}
                </Field>
              </div>
            )}
          </div>
          <Field label="Nombre o razón social" error={shown('name')}>
            {(props) => <Input {...props} {...field('name')} autoComplete="name" />}
          </Field>
          <Field label="Correo para la factura" error={shown('email')}>
            {(props) => <Input {...props} {...field('email')} type="email" autoComplete="email" />}
          </Field>
        </div>
      )}
    </StepSection>
  )
}
