import { formatCOP, orderNumber } from '@vitrina/core/format'
import { REVERSAL_CAUSE_LABELS } from '@vitrina/core/payment-reversal'
import type { AdminPaymentReversal } from '@vitrina/core/schemas/payment-reversals'
import { useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { Field } from '../../../components/ui/field'
import { Textarea } from '../../../components/ui/textarea'
import { errorMessage, serverFieldError } from '../../../lib/api-client'
import { useAnswerReversal } from '../payment-reversals.api'

/** Accept (the payment goes back through Wompi or PayPal) or reject with a reason the customer reads. */
export function ReversalAnswerDialog({
  reversal,
  onClose,
}: {
  reversal: AdminPaymentReversal
  onClose: () => void
}) {
  const answer = useAnswerReversal(reversal.id)
  const [reason, setReason] = useState('')
  const reasonError = serverFieldError(answer.error, 'reason')
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Solicitud ${reversal.number}`}
      description={reversal.customer_email ?? undefined}
    >
      <div className="space-y-4 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 break-words">
          <dt className="text-muted">Pedido</dt>
          <dd>#{orderNumber(reversal.order_id)}</dd>
          <dt className="text-muted">Motivo</dt>
          <dd>{REVERSAL_CAUSE_LABELS[reversal.cause]}</dd>
          <dt className="text-muted">Monto</dt>
          <dd>{formatCOP(reversal.amount)}</dd>
          <dt className="text-muted">Descripción</dt>
          <dd className="whitespace-pre-line">{reversal.description}</dd>
        </dl>
        {answer.isError && !reasonError && (
          <Alert tone="error">{errorMessage(answer.error, 'No se pudo responder la solicitud.')}</Alert>
        )}
        <Field label="Motivo del rechazo (solo si la rechazas)" error={reasonError}>
          {(control) => (
            <Textarea {...control} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
          )}
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="outline"
            pending={answer.isPending && answer.variables?.action === 'reject'}
            pendingText="Rechazando..."
            onClick={() => answer.mutate({ action: 'reject', reason }, { onSuccess: onClose })}
          >
            Rechazar
          </Button>
          <Button
            pending={answer.isPending && answer.variables?.action === 'accept'}
            pendingText="Reembolsando..."
            onClick={() => answer.mutate({ action: 'accept' }, { onSuccess: onClose })}
          >
            Aceptar y reembolsar
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
