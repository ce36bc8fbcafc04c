import { zodResolver } from '@hookform/resolvers/zod'
import { bogotaDay } from '@vitrina/core/business-days'
import { REVERSAL_CAUSE_LABELS, REVERSAL_CAUSES } from '@vitrina/core/payment-reversal'
import {
  paymentReversalInputSchema,
  type PaymentReversalInput,
} from '@vitrina/core/schemas/payment-reversals'
import { useForm } from 'react-hook-form'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { Textarea } from '../../../components/ui/textarea'
import { errorMessage, serverFieldError } from '../../../lib/api-client'
import { useSessionStore } from '../../auth'
import { useRequestReversal } from '../payment-reversals.api'

/**
 * docs/product/consumer-rights.md#reversion-del-pago: the cause, what happened and the day the customer
 * learned of it. The server counts the 5 business days and refuses a later request with the day it ended.
 */
export function PaymentReversalForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const token = useSessionStore((state) => state.token)
  const request = useRequestReversal(token, orderId)
  const today = bogotaDay(new Date())
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PaymentReversalInput>({
    resolver: zodResolver(paymentReversalInputSchema),
    defaultValues: { cause: 'no_recibido', description: '', learned_on: today },
  })
  const onSubmit = handleSubmit((input) => request.mutate(input, { onSuccess: onDone }))
  const fieldError = (field: keyof PaymentReversalInput) =>
    errors[field]?.message ?? serverFieldError(request.error, field)

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Pedir la reversión del pago">
      {request.isError && (
        <Alert tone="error">
          {errorMessage(request.error, 'No pudimos radicar tu solicitud. Intenta de nuevo.')}
        </Alert>
      )}
      <Field label="Motivo" error={fieldError('cause')}>
        {(props) => (
          <Select {...props} {...register('cause')}>
            {REVERSAL_CAUSES.map((cause) => (
              <option key={cause} value={cause}>
                {REVERSAL_CAUSE_LABELS[cause]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="¿Qué pasó?" error={fieldError('description')}>
        {(props) => <Textarea {...props} {...register('description')} rows={3} required />}
      </Field>
      <Field
        label="¿Cuándo te enteraste?"
        hint="Tienes 5 días hábiles desde ese día para pedir la reversión."
        error={fieldError('learned_on')}
      >
        {(props) => <Input {...props} {...register('learned_on')} type="date" max={today} required />}
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" pending={request.isPending} pendingText="Enviando...">
          Enviar solicitud
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  )
}
