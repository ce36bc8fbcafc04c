import { messageReplyInputSchema } from '@vitrina/core/schemas/contact'
import { Send } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import toast from 'react-hot-toast'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Textarea } from '../../../components/ui/textarea'
import { errorMessage } from '../../../lib/api-client'
import { useReplyMessage } from '../messages.api'

/** The reply e-mailed to the sender (replyText); the message becomes respondido once it went out. */
export function MessageReplyForm({ messageId, email }: { messageId: number; email: string }) {
  const reply = useReplyMessage(messageId)
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
      <Field label="Tu respuesta" hint={`Se enviará por correo a ${email}.`} error={error}>
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
