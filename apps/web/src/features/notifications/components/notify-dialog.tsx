import { BellRing } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { toast } from '../../../lib/toast'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { errorMessage } from '../../../lib/api-client'
import { useSessionStore } from '../../auth'
import { useStockNotification } from '../notifications.api'

export type NotifyTarget = { productId: number; productName: string; variantId?: number | null }

/**
 * docs/product/catalogue.md#back-in-stock: an e-mail (prefilled when logged in) to hear when the product is
 * back.
 */
export function NotifyDialog({ target, onClose }: { target: NotifyTarget; onClose: () => void }) {
  const userEmail = useSessionStore((state) => (state.isAuthenticated ? (state.user?.email ?? '') : ''))
  const [email, setEmail] = useState(userEmail)
  const [missing, setMissing] = useState(false)
  const notify = useStockNotification()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    // docs/product/catalogue.md#back-in-stock: the e-mail is required.
    setMissing(value === '')
    if (!value) return
    notify.mutate(
      { productId: target.productId, variantId: target.variantId ?? null, email: value },
      {
        onSuccess: (answer) => {
          toast.success(answer?.message || '¡Te avisaremos!')
          onClose()
        },
      },
    )
  }

  const error = missing
    ? 'Por favor, ingresa tu correo electrónico.'
    : notify.isError
      ? errorMessage(notify.error, 'Ocurrió un error al registrar tu correo.')
      : undefined

  return (
    <Dialog
      open
      onClose={onClose}
      title="Avísame cuando llegue"
      description={`Te escribiremos en cuanto ${target.productName} vuelva a estar disponible.`}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        <Field label="Correo electrónico" invalid={missing}>
          {(props) => (
            <Input
              {...props}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="tucorreo@ejemplo.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              required
              data-autofocus
            />
          )}
        </Field>
        <Button type="submit" className="w-full" pending={notify.isPending} pendingText="Enviando...">
          <BellRing className="size-4" aria-hidden="true" />
          Notificarme
        </Button>
      </form>
    </Dialog>
  )
}
