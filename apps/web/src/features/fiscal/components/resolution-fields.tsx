import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'

/** A numbering as the form holds it: text as typed, turned into numbers by toResolution(). */
export type ResolutionDraft = {
  resolution_number: string
  prefix: string
  range_from: string
  range_to: string
  valid_from: string
  valid_to: string
  technical_key: string
}

export const emptyResolution: ResolutionDraft = {
  resolution_number: '',
  prefix: '',
  range_from: '',
  range_to: '',
  valid_from: '',
  valid_to: '',
  technical_key: '',
}

const number = (text: string) => (text.trim() === '' ? undefined : Number(text))

/** The request's resolution: null when every field is blank (none registered yet). */
export function toResolution(draft: ResolutionDraft) {
  if (Object.values(draft).every((v) => v.trim() === '')) return null
  return {
    resolution_number: draft.resolution_number,
    prefix: draft.prefix,
    range_from: number(draft.range_from),
    range_to: number(draft.range_to),
    valid_from: draft.valid_from,
    valid_to: draft.valid_to,
    ...(draft.technical_key.trim() ? { technical_key: draft.technical_key } : {}),
  }
}

type Props = {
  /** 'resolutions.factura': where the server's and the schema's messages for these fields point. */
  path: string
  legend: string
  draft: ResolutionDraft
  onChange: (draft: ResolutionDraft) => void
  errors: Record<string, string>
  /** '…a1b2' when a clave técnica is saved. */
  keyHint: string | null
  /** 'Próximo número: SETP990000001' and the warnings, for a saved numbering. */
  status?: string
}

/** docs/product/fiscal.md#resoluciones: one DIAN numbering resolution (facturas or POS). */
export function ResolutionFields({ path, legend, draft, onChange, errors, keyHint, status }: Props) {
  const input = (name: keyof ResolutionDraft, label: string, extra: object = {}, hint?: string) => (
    <Field label={label} hint={hint} error={errors[`${path}.${name}`]}>
      {(props) => (
        <Input
          {...props}
          {...extra}
          value={draft[name]}
          onChange={(event) => onChange({ ...draft, [name]: event.target.value })}
        />
      )}
    </Field>
  )
  return (
    <fieldset className="space-y-4 rounded-xl border border-border p-4">
      <legend className="px-1 font-semibold text-foreground">{legend}</legend>
      {status && <p className="text-sm text-muted">{status}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        {input('resolution_number', 'Número de resolución', { inputMode: 'numeric' })}
        {input('prefix', 'Prefijo', { maxLength: 4 }, 'Hasta 4 letras o números; puede ir vacío')}
        {input('range_from', 'Rango desde', { inputMode: 'numeric' })}
        {input('range_to', 'Rango hasta', { inputMode: 'numeric' })}
        {input('valid_from', 'Vigente desde', { type: 'date' })}
        {input('valid_to', 'Vigente hasta', { type: 'date' })}
      </div>
      {input(
        'technical_key',
        'Clave técnica',
        { type: 'password', autoComplete: 'off' },
        keyHint
          ? `Guardada (termina en ${keyHint.slice(1)}). Déjala vacía para conservarla.`
          : 'La entrega la DIAN con la resolución. No se vuelve a mostrar después de guardarla.',
      )}
    </fieldset>
  )
}
