import {
  buyerInputSchema,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  FINAL_CONSUMER_LABEL,
  type Buyer,
  type DocumentType,
} from '@vitrina/core/schemas/buyer'
import { useState } from 'react'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'

// docs/product/checkout-and-payments.md#buyer: who the invoice names, asked the same way at the online checkout
// ('Datos de facturación') and at the till ('¿Factura a nombre de alguien?'), checked with the server's schema.

export type BuyerValues = {
  document_type: DocumentType
  document_number: string
  dv: string
  name: string
  email: string
}
type FieldName = keyof BuyerValues

/** What the form amounts to: the buyer to send, or the first problem to fix before sending. */
export type BuyerState = { buyer: Buyer; problem: null } | { buyer: null; problem: string }

export const blankBuyer: BuyerValues = {
  document_type: 'CC',
  document_number: '',
  dv: '',
  name: '',
  email: '',
}

/** The final consumer, or the identified buyer checked with buyerInputSchema (the NIT's DV by modulo 11). */
export function checkBuyer(identified: boolean, values: BuyerValues) {
  if (!identified)
    return { state: { buyer: { final_consumer: true }, problem: null } as BuyerState, errors: {} }
  const parsed = buyerInputSchema.safeParse({
    ...values,
    dv: values.document_type === 'NIT' ? values.dv : null,
  })
  if (parsed.success) return { state: { buyer: parsed.data, problem: null } as BuyerState, errors: {} }
  const errors: Partial<Record<FieldName, string>> = {}
  for (const issue of parsed.error.issues) errors[issue.path[0] as FieldName] ??= issue.message
  return { state: { buyer: null, problem: parsed.error.issues[0]!.message } as BuyerState, errors }
}

type BuyerFieldsProps = {
  /** The fieldset's question, e.g. '¿A nombre de quién emitimos la factura electrónica?'. */
  legend: string
  /** The second choice's text, next to 'Consumidor final'. */
  identifiedLabel: string
  /** The radio group's name, unique on the page. */
  name: string
  identified: boolean
  onIdentified: (identified: boolean) => void
  values: BuyerValues
  onValues: (update: (values: BuyerValues) => BuyerValues) => void
  /** One column, for a narrow panel such as the till's ticket. */
  narrow?: boolean
}

/** 'Consumidor final' or a document (type, number, DV for a NIT), name or razón social and e-mail. */
export function BuyerFields(props: BuyerFieldsProps) {
  const { identified, onIdentified } = props
  return (
    <>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm text-foreground">{props.legend}</legend>
        {[false, true].map((choice) => (
          <label key={String(choice)} className="flex items-center gap-2.5 text-sm text-foreground">
            <input
              type="radio"
              name={props.name}
              checked={identified === choice}
              onChange={() => onIdentified(choice)}
              className="size-4 accent-primary"
            />
            {choice ? props.identifiedLabel : FINAL_CONSUMER_LABEL}
          </label>
        ))}
      </fieldset>
      {identified && <DocumentFields values={props.values} onValues={props.onValues} narrow={props.narrow} />}
    </>
  )
}

/** The identified buyer's fields; an error shows once its field was left. */
function DocumentFields({
  values,
  onValues,
  narrow = false,
}: Pick<BuyerFieldsProps, 'values' | 'onValues' | 'narrow'>) {
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({})
  const { errors } = checkBuyer(true, values)
  const field = (name: FieldName) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      onValues((v) => ({ ...v, [name]: event.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
  })
  const shown = (name: FieldName) => (touched[name] ? errors[name as keyof typeof errors] : undefined)
  return (
    <div className={narrow ? 'grid gap-4' : 'grid gap-5 sm:grid-cols-2'}>
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
          {(props) => <Input {...props} {...field('document_number')} inputMode="text" autoComplete="off" />}
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
  )
}
