import { useQuery } from '@tanstack/react-query'
import { formatCOP, formatDate } from '@vitrina/core/format'
import { returnEstimate } from '@vitrina/core/returns'
import { returnInputSchema, type OrderReturns } from '@vitrina/core/schemas/returns'
import { useState, type FormEvent } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Select } from '../../../components/ui/select'
import { Textarea } from '../../../components/ui/textarea'
import { errorMessage } from '../../../lib/api-client'
import { useSessionStore } from '../../auth'
import { orderReturnsOptions, useRequestReturn } from '../returns.api'
import { RetractoOffer } from './retracto-offer'
import { ReturnStatusBadge } from './return-status-badge'

/**
 * docs/product/returns.md#request: under a delivered order of 'Mi Historial de Pedidos', its returns and,
 * while the window is open, the form to ask for one (lines, units, reason).
 */
export function OrderReturnsPanel({ orderId }: { orderId: string }) {
  const token = useSessionStore((state) => state.token)
  const view = useQuery(orderReturnsOptions(token, orderId))
  if (!view.data) return null
  const { returns, open, deadline } = view.data
  const returnable = view.data.lines.some((line) => line.returnable > 0)
  return (
    <section aria-label="Devoluciones" className="mt-4 space-y-3">
      {returns.map((item) => (
        <div key={item.id} className="rounded-xl border border-border p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-foreground">
              {item.kind === 'retracto' ? 'Retracto' : 'Devolución'} #{item.id} ·{' '}
              {formatCOP(item.refund_amount)}
            </p>
            <ReturnStatusBadge status={item.status} />
          </div>
          <p className="text-muted">
            {item.items.map((line) => `${line.quantity} × ${line.product_name}`).join(', ')}
          </p>
          {item.staff_note && <p className="text-muted">Nota de la tienda: {item.staff_note}</p>}
          {item.kind === 'retracto' && item.refund_due_at && !item.refunded_at && (
            <p className="text-muted">
              Te devolvemos el dinero, envío incluido, a más tardar el {formatDate(item.refund_due_at)}.
            </p>
          )}
        </div>
      ))}
      <RetractoOffer orderId={orderId} view={view.data} />
      {open && returnable && deadline && (
        <ReturnForm orderId={orderId} view={view.data} deadline={deadline} />
      )}
    </section>
  )
}

function ReturnForm({ orderId, view, deadline }: { orderId: string; view: OrderReturns; deadline: string }) {
  const token = useSessionStore((state) => state.token)
  const request = useRequestReturn(token, orderId)
  const [units, setUnits] = useState<Record<number, number>>({})
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [shown, setShown] = useState(false)
  const items = Object.entries(units)
    .filter(([, quantity]) => quantity > 0)
    .map(([id, quantity]) => ({ order_item_id: Number(id), quantity }))
  // What goes back, by the function the server records the refund with (IVA included, shipping never).
  const estimate = returnEstimate(view, units).total

  if (!shown)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={() => setShown(true)}>
          Devolver productos
        </Button>
        <span className="text-xs text-muted">Puedes pedirla hasta el {formatDate(deadline)}.</span>
      </div>
    )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = returnInputSchema.safeParse({ items, reason })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Revisa la solicitud.')
    setError(null)
    request.mutate(parsed.data, {
      onSuccess: () => {
        setUnits({})
        setReason('')
        setShown(false)
      },
      onError: (err) => setError(errorMessage(err, 'No pudimos enviar tu solicitud. Intenta de nuevo.')),
    })
  }

  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-border p-3" noValidate>
      <p className="text-sm font-semibold text-foreground">¿Qué quieres devolver?</p>
      {view.lines
        .filter((line) => line.returnable > 0)
        .map((line) => (
          <Field
            key={line.order_item_id}
            label={`${line.product_name}${line.variant_details ? ` (${line.variant_details})` : ''}`}
          >
            {(control) => (
              <Select
                {...control}
                value={units[line.order_item_id] ?? 0}
                onChange={(e) => setUnits({ ...units, [line.order_item_id]: Number(e.target.value) })}
              >
                {Array.from({ length: line.returnable + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {n === 0 ? 'Ninguna' : `${n} de ${line.quantity}`}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ))}
      <Field label="Motivo">
        {(control) => (
          <Textarea {...control} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
        )}
      </Field>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" pending={request.isPending} pendingText="Enviando...">
          Pedir devolución
        </Button>
        {estimate > 0 && (
          <span className="text-sm text-muted" aria-live="polite">
            Reembolso estimado: {formatCOP(estimate)}
            {view.tax_rate > 0 ? ' (IVA incluido)' : ''}
          </span>
        )}
        <Button variant="ghost" size="sm" onClick={() => setShown(false)}>
          Cancelar
        </Button>
      </div>
    </form>
  )
}
