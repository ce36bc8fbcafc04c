import type { PaymentProvider, ProviderCheck } from '@vitrina/core/schemas/provider-settings'
import { PlugZap, Save } from 'lucide-react'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { PasswordInput } from '../../../components/ui/password-input'
import { Select } from '../../../components/ui/select'
import { Alert } from '../../../components/ui/alert'
import { ApiError, errorWithReason } from '../../../lib/api-client'
import { useCheckPaymentProvider, useSavePaymentProvider } from '../payment-providers.api'
import { CheckResult } from './provider-status'

export type ProviderField = {
  name: string
  label: string
  /** A secret: written, never read back; the saved one shows as its last four characters. */
  masked?: string | null
  value?: string | null
}

type Props = {
  provider: PaymentProvider
  title: string
  modes: { value: string; label: string }[]
  mode: string
  fields: ProviderField[]
  /** Values fixed by the server's environment cannot be edited here. */
  locked: boolean
  status: ReactNode
  children?: ReactNode
}

/**
 * docs/product/provider-settings.md#medios-de-pago: one provider's keys. Blank secrets keep the saved ones; the
 * server checks the keys with the provider before saving and answers in Spanish.
 */
export function ProviderForm({ provider, title, modes, mode, fields, locked, status, children }: Props) {
  const save = useSavePaymentProvider()
  const check = useCheckPaymentProvider()
  const [draft, setDraft] = useState<Record<string, string>>(() => ({
    mode,
    ...Object.fromEntries(fields.filter((f) => f.masked === undefined).map((f) => [f.name, f.value ?? ''])),
  }))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [result, setResult] = useState<ProviderCheck>()
  const headingId = `${provider}-titulo`

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setResult(undefined)
    const body = Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== ''))
    save.mutate({ provider, body } as Parameters<typeof save.mutate>[0], {
      onSuccess: (answer) => {
        setErrors({})
        setResult(answer)
        setDraft((d) =>
          Object.fromEntries(
            Object.entries(d).filter(([k]) => !fields.find((f) => f.name === k && f.masked !== undefined)),
          ),
        )
      },
      onError: (error) => {
        setErrors(
          error instanceof ApiError
            ? Object.fromEntries((error.errors ?? []).map((e) => [e.field, e.message]))
            : {},
        )
      },
    })
  }

  return (
    <Card className="space-y-4 p-5">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {status}
      <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="space-y-4">
        {save.isError && (
          <Alert tone="error">{errorWithReason(save.error, `No se pudo guardar ${title}.`)}</Alert>
        )}
        <Field label="Modo" error={errors.mode}>
          {(props) => (
            <Select
              {...props}
              disabled={locked}
              value={draft.mode}
              onChange={(e) => setDraft((d) => ({ ...d, mode: e.target.value }))}
            >
              {modes.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {fields.map((field) => (
          <Field
            key={field.name}
            label={field.label}
            error={errors[field.name]}
            hint={field.masked ? `Guardada: ${field.masked}. Déjala vacía para conservarla.` : undefined}
          >
            {(props) => {
              const shared = {
                ...props,
                disabled: locked,
                autoComplete: 'off',
                spellCheck: false,
                value: draft[field.name] ?? '',
                onChange: (e: { target: { value: string } }) =>
                  setDraft((d) => ({ ...d, [field.name]: e.target.value })),
              }
              return field.masked !== undefined ? <PasswordInput {...shared} /> : <Input {...shared} />
            }}
          </Field>
        ))}
        <CheckResult check={result ?? check.data} />
        {check.isError && (
          <Alert tone="error">{errorWithReason(check.error, 'No se pudo probar la conexión.')}</Alert>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={locked || save.isPending}>
            <Save className="size-4" aria-hidden="true" />
            {save.isPending ? 'Verificando y guardando...' : 'Guardar'}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={check.isPending}
            onClick={() => {
              setResult(undefined)
              check.mutate(provider)
            }}
          >
            <PlugZap className="size-4" aria-hidden="true" />
            {check.isPending ? 'Probando...' : 'Probar conexión'}
          </Button>
        </div>
      </form>
      {children}
    </Card>
  )
}
