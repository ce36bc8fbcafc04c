import { messageReplyInputSchema, type AdminMessage } from '@vitrina/core/schemas/contact'
import { Send } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { toast } from '../../../lib/toast'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Textarea } from '../../../components/ui/textarea'
import { errorMessage } from '../../../lib/api-client'
import { aiWriting } from '../../ai-writing'
import { GenerateWithAiButton } from '../../ai-writing'
import { useReplyMessage } from '../messages.api'

/**
 * The reply e-mailed to the sender (replyText); the message becomes respondido once it went out.
 * 'Generar con IA' drafts it from the message (docs/product/assistant.md#writing-helpers); nothing goes out
 * until staff send it.
 */
export function MessageReplyForm({ message }: { message: AdminMessage }) {
  const email = message.sender_email
  const reply = useReplyMessage(message.id)
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = messageReplyInputSchema.safeParse({ replyText: text })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    reply.mutate(parsed.data.replyText, {
      onSuccess: () => {
        setText('')
        toast.success(`Respuesta enviada a ${email}.`)
      },
    })
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      {reply.isError && (
        <Alert tone="error">
          {errorMessage(reply.error, 'No se pudo enviar la respuesta. Inténtalo de nuevo.')}
        </Alert>
      )}
      <Field
        label="Tu respuesta"
        hint={`Se enviará por correo a ${email}.`}
        error={error}
        aside={
          <GenerateWithAiButton
            request={() =>
              aiWriting.messageReply({
                customerMessage: message.message,
                customerName: message.sender_name,
                ...(message.subject ? { subject: message.subject } : {}),
              })
            }
            onGenerated={(draft) => {
              setText(draft.replyText)
              setError(undefined)
            }}
          />
        }
      >
        {(props) => (
          <Textarea {...props} rows={5} value={text} onChange={(e) => setText(e.target.value)} required />
        )}
      </Field>
      <Button type="submit" pending={reply.isPending} pendingText="Enviando...">
        <Send className="size-4" aria-hidden="true" />
        Enviar respuesta
      </Button>
    </form>
  )
}
