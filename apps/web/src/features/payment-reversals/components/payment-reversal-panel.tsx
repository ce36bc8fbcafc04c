import { useQuery } from '@tanstack/react-query'
import { formatCOP, formatStoreDay } from '@vitrina/core/format'
import { REVERSAL_CAUSE_LABELS, REVERSAL_STATUS_LABELS } from '@vitrina/core/payment-reversal'
import { useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-client'
import { useSessionStore } from '../../auth'
import { orderReversalsOptions } from '../payment-reversals.api'
import { PaymentReversalForm } from './payment-reversal-form'

/**
 * docs/product/consumer-rights.md#reversion-del-pago (Ley 1480 art. 51): on an order paid through Wompi or
 * PayPal, the customer's requests with their status, and 'Pedir la reversión del pago' while none is open.
 */
export function PaymentReversalPanel({ orderId }: { orderId: string }) {
  const token = useSessionStore((state) => state.token)
  const { data, isPending, isError, error } = useQuery(orderReversalsOptions(token, orderId))
  const [asking, setAsking] = useState(false)
  if (isPending)
    return (
      <p role="status" className="mt-4 flex items-center gap-2 text-sm text-muted">
        <Spinner /> Cargando solicitudes de reversión...
      </p>
    )
  if (isError) return <Alert tone="error">{errorMessage(error, 'No pudimos cargar tus solicitudes.')}</Alert>
  const open = data.some((r) => r.status === 'abierta')

  return (
    <section
      aria-label="Reversión del pago"
      className="mt-4 space-y-3 rounded-xl border border-border p-3 text-sm"
    >
      <h3 className="font-semibold text-foreground">Reversión del pago</h3>
      {data.length > 0 && (
        <ul className="space-y-2">
          {data.map((r) => (
            <li key={r.id} className="break-words">
              <p className="text-foreground">
                <span className="font-mono font-semibold">{r.number}</span> · {REVERSAL_CAUSE_LABELS[r.cause]}{' '}
                · {formatCOP(r.amount)} · <strong>{REVERSAL_STATUS_LABELS[r.status]}</strong>
              </p>
              {r.status === 'abierta' ? (
                <p className="text-muted">Te responderemos a más tardar el {formatStoreDay(r.due_date)}.</p>
              ) : (
                r.answer && <p className="text-muted">Respuesta: {r.answer}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {!open &&
        (asking ? (
          <PaymentReversalForm orderId={orderId} onDone={() => setAsking(false)} />
        ) : (
          <div className="space-y-2">
            <p className="text-muted">
              Si no recibiste el producto, no corresponde a lo pedido, es defectuoso o no hiciste esta compra,
              puedes pedir que reversemos tu pago dentro de los 5 días hábiles siguientes a enterarte.
            </p>
            <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
              Pedir la reversión del pago
            </Button>
          </div>
        ))}
    </section>
  )
}
