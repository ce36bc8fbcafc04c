import { useQuery } from '@tanstack/react-query'
import { mailSettingsInputSchema, type MailSettings } from '@vitrina/core/schemas/provider-settings'
import { Save, Send } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { LoadState } from '../../../components/load-state'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { PasswordInput } from '../../../components/ui/password-input'
import { ApiError, errorWithReason } from '../../../lib/api-client'
import { useSessionStore } from '../../auth'
import { mailSettingsOptions, useSaveMailSettings, useSendTestMail } from '../mail-settings.api'

/** docs/product/provider-settings.md#correo: the SMTP server, its password sealed, and a test message. */
export function MailSettingsEditor() {
  const query = useQuery(mailSettingsOptions())
  if (query.isPending) return <LoadState tone="loading">Cargando el correo...</LoadState>
  if (query.isError)
    return <LoadState tone="error">No se pudo cargar el correo. Recarga la página.</LoadState>
  return <MailForm key={query.data.updated_at ?? 'nuevo'} settings={query.data} />
}

type Draft = { host: string; port: string; user: string; password: string; from: string }

function MailForm({ settings }: { settings: MailSettings }) {
  const save = useSaveMailSettings()
  const test = useSendTestMail()
  const email = useSessionStore((s) => s.user?.email ?? '')
  const [to, setTo] = useState(email)
  const [draft, setDraft] = useState<Draft>({
    host: settings.host ?? '',
    port: String(settings.port ?? 587),
    user: settings.user ?? '',
    password: '',
    from: settings.from,
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const locked = settings.source === 'entorno'

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = mailSettingsInputSchema.safeParse({
      ...draft,
      port: Number(draft.port),
      password: draft.password || undefined,
    })
    if (!parsed.success) {
      const found: Record<string, string> = {}
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message
      return setErrors(found)
    }
    setErrors({})
    save.mutate(parsed.data, {
      onError: (error) => {
        if (error instanceof ApiError)
          setErrors(Object.fromEntries((error.errors ?? []).map((e) => [e.field, e.message])))
      },
    })
  }
  const text = (name: keyof Draft, label: string, extra: object = {}) => (
    <Field label={label} error={errors[name]}>
      {(props) => (
        <Input
          {...props}
          {...extra}
          disabled={locked}
          value={draft[name]}
          onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))}
        />
      )}
    </Field>
  )

  return (
    <div className="max-w-3xl space-y-6">
      {locked ? (
        <Alert tone="info">
          Fijado en el servidor por {settings.pinned.join(', ')}. Esos valores mandan sobre los de esta
          pantalla.
        </Alert>
      ) : !settings.configured ? (
        <Alert tone="info">
          Sin servidor SMTP, los correos no salen: se guardan como archivos .eml en la carpeta{' '}
          {settings.outbox_dir} del servidor (la opción por defecto de la instalación embebida).
        </Alert>
      ) : null}
      <Card className="p-5">
        <form noValidate onSubmit={onSubmit} aria-label="Servidor de correo" className="space-y-4">
          {save.isError && (
            <Alert tone="error">{errorWithReason(save.error, 'No se pudo guardar el correo.')}</Alert>
          )}
          {save.isSuccess && <Alert tone="success">{save.data.message}</Alert>}
          <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
            {text('host', 'Servidor SMTP', { placeholder: 'smtp.midominio.co', autoComplete: 'off' })}
            {text('port', 'Puerto', { inputMode: 'numeric' })}
          </div>
          {text('user', 'Usuario', { autoComplete: 'off' })}
          <Field
            label="Contraseña"
            error={errors.password}
            hint={
              settings.password ? `Guardada: ${settings.password}. Déjala vacía para conservarla.` : undefined
            }
          >
            {(props) => (
              <PasswordInput
                {...props}
                disabled={locked}
                autoComplete="new-password"
                value={draft.password}
                onChange={(e) => setDraft((d) => ({ ...d, password: e.target.value }))}
              />
            )}
          </Field>
          {text('from', 'Remitente', { placeholder: 'Mi tienda <ventas@mitienda.co>' })}
          <Button type="submit" disabled={locked || save.isPending}>
            <Save className="size-4" aria-hidden="true" />
            {save.isPending ? 'Guardando...' : 'Guardar'}
          </Button>
        </form>
      </Card>
      <Card className="p-5">
        <form
          noValidate
          aria-label="Correo de prueba"
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault()
            test.mutate(to)
          }}
        >
          <Field label="Enviar la prueba a">
            {(props) => <Input {...props} type="email" value={to} onChange={(e) => setTo(e.target.value)} />}
          </Field>
          {test.isError && (
            <Alert tone="error">{errorWithReason(test.error, 'No se pudo enviar la prueba.')}</Alert>
          )}
          {test.data && <Alert tone={test.data.ok ? 'success' : 'error'}>{test.data.message}</Alert>}
          <Button type="submit" variant="secondary" disabled={test.isPending}>
            <Send className="size-4" aria-hidden="true" />
            {test.isPending ? 'Enviando...' : 'Enviar correo de prueba'}
          </Button>
        </form>
      </Card>
    </div>
  )
}
