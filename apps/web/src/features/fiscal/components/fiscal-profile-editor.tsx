import { useQuery } from '@tanstack/react-query'
import { DEPARTAMENTO_CODES, DEPARTAMENTOS, findDepartamento } from '@vitrina/core/departamentos'
import {
  FISCAL_ENVIRONMENTS,
  fiscalProfileInputSchema,
  REGIMES,
  RESPONSIBILITIES,
  type FiscalProfile,
} from '@vitrina/core/schemas/fiscal'
import type { Place } from '@vitrina/core/schemas/locations'
import { Save } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { LoadState } from '../../../components/load-state'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { ApiError, errorWithReason } from '../../../lib/api-client'
import { toast } from '../../../lib/toast'
import { MunicipioCombobox } from '../../addresses'
import { fiscalProfileOptions, useSaveFiscalProfile } from '../fiscal.api'
import { emptyResolution, ResolutionFields, toResolution, type ResolutionDraft } from './resolution-fields'

type Draft = {
  legal_name: string
  nit: string
  dv: string
  regime: string
  responsibilities: string[]
  departamento: string
  municipio: Place | null
  address: string
  environment: string
  factura: ResolutionDraft
  pos: ResolutionDraft
  notes_prefix: string
  notes_from: string
}

function draftOf(profile: FiscalProfile | null): Draft {
  const numbering = (kind: string) => profile?.numbering.find((n) => n.kind === kind)
  const resolution = (kind: string): ResolutionDraft => {
    const n = numbering(kind)
    if (!n) return emptyResolution
    return {
      resolution_number: n.resolution_number ?? '',
      prefix: n.prefix,
      range_from: String(n.range_from),
      range_to: n.range_to === null ? '' : String(n.range_to),
      valid_from: n.valid_from ?? '',
      valid_to: n.valid_to ?? '',
      technical_key: '',
    }
  }
  const notes = numbering('nota_credito')
  return {
    legal_name: profile?.legal_name ?? '',
    nit: profile?.nit ?? '',
    dv: profile?.dv ?? '',
    regime: profile?.regime ?? '48',
    responsibilities: profile?.responsibilities ?? ['R-99-PN'],
    departamento: profile?.departamento ?? '',
    municipio: profile ? { code: profile.municipality_code, name: profile.municipality } : null,
    address: profile?.address ?? '',
    environment: profile?.environment ?? 'pruebas',
    factura: resolution('factura'),
    pos: resolution('pos'),
    notes_prefix: notes?.prefix ?? 'NC',
    notes_from: notes ? String(notes.range_from) : '1',
  }
}

function inputOf(draft: Draft) {
  return {
    legal_name: draft.legal_name,
    nit: draft.nit,
    dv: draft.dv,
    regime: draft.regime,
    responsibilities: draft.responsibilities,
    municipality_code: draft.municipio?.code ?? '',
    address: draft.address,
    environment: draft.environment,
    resolutions: {
      factura: toResolution(draft.factura),
      pos: toResolution(draft.pos),
      nota_credito: { prefix: draft.notes_prefix, range_from: Number(draft.notes_from) },
    },
  }
}

const statusOf = (profile: FiscalProfile | null, kind: string) => {
  const n = profile?.numbering.find((x) => x.kind === kind)
  if (!n) return undefined
  return [`Próximo número: ${n.prefix}${n.next_number}.`, ...n.warnings.map((w) => w.message)].join(' ')
}

/**
 * docs/product/fiscal.md#perfil-fiscal: the store's fiscal identity and its DIAN numbering resolutions,
 * checked with the server's schema before sending; the clave técnica is written, never read back.
 */
export function FiscalProfileEditor() {
  const query = useQuery(fiscalProfileOptions())
  if (query.isPending) return <LoadState tone="loading">Cargando el perfil fiscal...</LoadState>
  if (query.isError)
    return <LoadState tone="error">No se pudo cargar el perfil fiscal. Recarga la página.</LoadState>
  return <FiscalProfileForm profile={query.data.profile} />
}

function FiscalProfileForm({ profile }: { profile: FiscalProfile | null }) {
  const save = useSaveFiscalProfile()
  const [draft, setDraft] = useState(() => draftOf(profile))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (changes: Partial<Draft>) => setDraft((d) => ({ ...d, ...changes }))
  const departamento = findDepartamento(draft.departamento)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = fiscalProfileInputSchema.safeParse(inputOf(draft))
    if (!parsed.success) {
      const found: Record<string, string> = {}
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message
      return setErrors(found)
    }
    setErrors({})
    save.mutate(parsed.data, {
      onSuccess: ({ profile: saved }) => {
        toast.success('Perfil fiscal guardado.')
        setDraft(draftOf(saved))
      },
      onError: (error) => {
        if (error instanceof ApiError)
          setErrors(Object.fromEntries((error.errors ?? []).map((e) => [e.field, e.message])))
      },
    })
  }

  const text = (name: 'legal_name' | 'nit' | 'dv' | 'address', label: string, extra: object = {}) => (
    <Field label={label} error={errors[name]}>
      {(props) => (
        <Input {...props} {...extra} value={draft[name]} onChange={(e) => set({ [name]: e.target.value })} />
      )}
    </Field>
  )

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-3xl space-y-6" aria-label="Perfil fiscal">
      {save.isError && (
        <Alert tone="error">{errorWithReason(save.error, 'No se pudo guardar el perfil fiscal.')}</Alert>
      )}
      {Object.keys(errors).length > 0 && <Alert tone="error">Revisa los campos marcados.</Alert>}
      {text('legal_name', 'Razón social')}
      <div className="grid grid-cols-[1fr_5rem] gap-4">
        {text('nit', 'NIT (sin dígito de verificación)', { inputMode: 'numeric' })}
        {text('dv', 'DV', { inputMode: 'numeric', maxLength: 1 })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Régimen" error={errors.regime}>
          {(props) => (
            <Select {...props} value={draft.regime} onChange={(e) => set({ regime: e.target.value })}>
              {Object.entries(REGIMES).map(([code, label]) => (
                <option key={code} value={code}>{`${code} · ${label}`}</option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Ambiente de facturación" error={errors.environment}>
          {(props) => (
            <Select
              {...props}
              value={draft.environment}
              onChange={(e) => set({ environment: e.target.value })}
            >
              {Object.entries(FISCAL_ENVIRONMENTS).map(([code, label]) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-foreground">Responsabilidades fiscales (RUT)</legend>
        {Object.entries(RESPONSIBILITIES).map(([code, label]) => (
          <label key={code} className="flex items-center gap-2.5 text-sm text-foreground">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={draft.responsibilities.includes(code)}
              onChange={(e) =>
                set({
                  responsibilities: e.target.checked
                    ? [...draft.responsibilities, code]
                    : draft.responsibilities.filter((r) => r !== code),
                })
              }
            />
            {code} · {label}
          </label>
        ))}
        {errors.responsibilities && <p className="text-sm text-danger">{errors.responsibilities}</p>}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Departamento">
          {(props) => (
            <Select
              {...props}
              value={draft.departamento}
              onChange={(e) => set({ departamento: e.target.value, municipio: null })}
            >
              <option value="">Selecciona un departamento</option>
              {DEPARTAMENTOS.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Municipio" error={errors.municipality_code}>
          {(props) => (
            <MunicipioCombobox
              control={props}
              departamentoCode={departamento && DEPARTAMENTO_CODES[departamento]}
              value={draft.municipio}
              onChange={(municipio) => set({ municipio })}
            />
          )}
        </Field>
      </div>
      {text('address', 'Dirección fiscal')}
      {(['factura', 'pos'] as const).map((kind) => (
        <ResolutionFields
          key={kind}
          path={`resolutions.${kind}`}
          legend={
            kind === 'factura'
              ? 'Resolución de facturación electrónica'
              : 'Resolución de documento equivalente POS'
          }
          draft={draft[kind]}
          onChange={(next) => set({ [kind]: next })}
          errors={errors}
          keyHint={profile?.numbering.find((n) => n.kind === kind)?.technical_key_hint ?? null}
          status={statusOf(profile, kind)}
        />
      ))}
      <fieldset className="grid gap-4 rounded-xl border border-border p-4 sm:grid-cols-2">
        <legend className="px-1 font-semibold text-foreground">Notas crédito</legend>
        <Field label="Prefijo" error={errors['resolutions.nota_credito.prefix']}>
          {(props) => (
            <Input
              {...props}
              maxLength={4}
              value={draft.notes_prefix}
              onChange={(e) => set({ notes_prefix: e.target.value })}
            />
          )}
        </Field>
        <Field label="Primer número" error={errors['resolutions.nota_credito.range_from']}>
          {(props) => (
            <Input
              {...props}
              inputMode="numeric"
              value={draft.notes_from}
              onChange={(e) => set({ notes_from: e.target.value })}
            />
          )}
        </Field>
      </fieldset>
      <Button type="submit" pending={save.isPending} pendingText="Guardando...">
        <Save className="size-4" aria-hidden="true" />
        Guardar perfil fiscal
      </Button>
    </form>
  )
}
