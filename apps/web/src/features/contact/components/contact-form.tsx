import { zodResolver } from '@hookform/resolvers/zod'
import { readContactPrefill } from '@vitrina/core/contact-link'
import { CONTACT_KIND_LABELS, CONTACT_KINDS } from '@vitrina/core/pqr'
import { contactInputSchema, type ContactInput } from '@vitrina/core/schemas/contact'
import { Send } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useSearchParams } from 'react-router'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { Textarea } from '../../../components/ui/textarea'
import { errorMessage } from '../../../lib/api-client'
import { useSessionStore } from '../../auth'
import { useSendContactMessage } from '../contact.api'

/**
 * docs/product/content.md#contact-form: the form with its rules (name, e-mail and message required; subject
 * optional; name and e-mail prefilled for a logged-in user; subject and message prefilled by a link from
 * the assistant, docs/product/assistant.md#complaints), validated by the same contract as the server, and the
 * messages of the same page.
 */
export function ContactForm() {
  const user = useSessionStore((state) => (state.isAuthenticated ? state.user : null))
  const send = useSendContactMessage()
  const [params] = useSearchParams()
  const prefill = readContactPrefill(params)
  const empty = {
    sender_name: user?.username ?? '',
    sender_email: user?.email ?? '',
    subject: '',
    message: '',
    kind: 'consulta' as const,
  }
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactInput>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: { ...empty, ...prefill },
  })

  // A consulta is sent as before; a petición, queja or reclamo carries its kind and is filed as a PQR.
  const onSubmit = handleSubmit(({ subject, kind, ...fields }) =>
    send.mutate(
      { ...fields, subject: subject || undefined, kind: kind === 'consulta' ? undefined : kind },
      { onSuccess: () => reset(empty) },
    ),
  )

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {send.isSuccess && (
        <Alert tone="success">
          {send.data.radicado
            ? send.data.message
            : '¡Mensaje enviado! Nos pondremos en contacto contigo pronto.'}
        </Alert>
      )}
      {send.isError && (
        <Alert tone="error">{errorMessage(send.error, 'Hubo un error al enviar el mensaje.')}</Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Nombre" error={errors.sender_name?.message}>
          {(props) => <Input {...props} {...register('sender_name')} autoComplete="name" required />}
        </Field>
        <Field label="Correo electrónico" error={errors.sender_email?.message}>
          {(props) => (
            <Input
              {...props}
              {...register('sender_email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
            />
          )}
        </Field>
      </div>
      <Field label="Tipo" error={errors.kind?.message}>
        {(props) => (
          <Select {...props} {...register('kind')}>
            {CONTACT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {CONTACT_KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Asunto (opcional)" error={errors.subject?.message}>
        {(props) => <Input {...props} {...register('subject')} />}
      </Field>
      <Field label="Mensaje" error={errors.message?.message}>
        {(props) => <Textarea {...props} {...register('message')} rows={6} required />}
      </Field>
      <Button type="submit" size="lg" pending={send.isPending} pendingText="Enviando...">
        <Send className="size-4" aria-hidden="true" />
        Enviar mensaje
      </Button>
    </form>
  )
}
