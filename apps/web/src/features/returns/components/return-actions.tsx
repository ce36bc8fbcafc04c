import type { ManualRefundMethod } from '@vitrina/core/returns'
import type { Return } from '@vitrina/core/schemas/returns'
import { useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Select } from '../../../components/ui/select'
import { Textarea } from '../../../components/ui/textarea'
import { errorMessage } from '../../../lib/api-client'
import { useMoveReturn } from '../returns.api'

const PROVIDERS = ['paypal', 'wompi']

/**
 * docs/product/returns.md#steps: Aprobar / Rechazar (with a note) on a request, Recibido on an approved one
 * (with how the money went back for cash-on-delivery and till orders).
 */
export function ReturnActions({ item, onMoved }: { item: Return; onMoved?: (() => void) | undefined }) {
  const move = useMoveReturn(item.id, onMoved)
  const [note, setNote] = useState('')
  const [method, setMethod] = useState<ManualRefundMethod>('efectivo')
  const [error, setError] = useState<string | null>(null)
  if (item.status === 'rechazada' || item.status === 'recibida') return null
  const manual = !PROVIDERS.includes(item.payment_method)
  const send = (status: 'aprobada' | 'rechazada' | 'recibida') =>
    move.mutate(
      {
        status,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(status === 'recibida' && manual ? { refund_method: method } : {}),
      },
      {
        onSuccess: () => setError(null),
        onError: (err) => setError(errorMessage(err, 'No se pudo actualizar la devolución.')),
      },
    )
  return (
    <div className="space-y-3 border-t border-border pt-3">
      <Field
        label="Nota para el cliente"
        hint={item.status === 'solicitada' ? 'Obligatoria al rechazar.' : undefined}
      >
        {(control) => (
          <Textarea {...control} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
        )}
      </Field>
      {item.status === 'aprobada' && manual && (
        <Field label="Reembolso pagado en">
          {(control) => (
            <Select
              {...control}
              value={method}
              onChange={(e) => setMethod(e.target.value as ManualRefundMethod)}
            >
              <option value="efectivo">Efectivo</option>
              <option value="transferencia">Transferencia</option>
            </Select>
          )}
        </Field>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        {item.status === 'solicitada' ? (
          <>
            <Button size="sm" pending={move.isPending} onClick={() => send('aprobada')}>
              Aprobar
            </Button>
            <Button size="sm" variant="danger" disabled={move.isPending} onClick={() => send('rechazada')}>
              Rechazar
            </Button>
          </>
        ) : (
          <Button size="sm" pending={move.isPending} onClick={() => send('recibida')}>
            Recibido
          </Button>
        )}
      </div>
    </div>
  )
}
