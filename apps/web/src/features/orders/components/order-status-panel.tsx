import { orderNumber } from '@vitrina/core/format'
import { ORDER_STATUS_LABELS, type OrderStatus } from '@vitrina/core/order-status'
import { orderStatusInputSchema, type AdminOrderDetail } from '@vitrina/core/schemas/orders'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Textarea } from '../../../components/ui/textarea'
import { errorMessage } from '../../../lib/api-client'
import { useUpdateOrderStatus } from '../admin-orders.api'
import { OrderStatusBadge } from './order-status-badge'

/**
 * The status and the moves staff may make from it: only next_statuses, which the server computes from the
 * transition table of packages/core (docs/product/orders.md#status-transitions). Cancelling asks first,
 * because it puts the stock back and cannot be undone.
 */
export function OrderStatusPanel({ order }: { order: AdminOrderDetail }) {
  const update = useUpdateOrderStatus(order.id)
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string>()
  const [confirmingCancel, setConfirmingCancel] = useState(false)
  const moves = order.next_statuses.filter((status) => status !== 'cancelado')
  const canCancel = order.next_statuses.includes('cancelado')

  const move = (status: OrderStatus) => {
    const parsed = orderStatusInputSchema.safeParse({ status, ...(note.trim() ? { note } : {}) })
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message)
      setConfirmingCancel(false)
      return
    }
    setNoteError(undefined)
    update.mutate(parsed.data, {
      onSuccess: (updated) => {
        setNote('')
        setConfirmingCancel(false)
        toast.success(`Pedido #${orderNumber(updated.id)}: ${ORDER_STATUS_LABELS[updated.status]}`)
      },
      onError: () => setConfirmingCancel(false),
    })
  }

  return (
    <section aria-labelledby="estado" className="rounded-2xl border border-border bg-card p-5 shadow-sm">
      <h2 id="estado" className="text-base font-bold text-foreground">
        Estado del pedido
      </h2>
      <p className="mt-2 flex items-center gap-2 text-sm text-muted">
        Actual: <OrderStatusBadge status={order.status} />
      </p>
      {order.next_statuses.length === 0 ? (
        <p className="mt-4 text-sm text-muted">
          {order.status === 'cancelado'
            ? 'Este pedido está cancelado y su stock ya volvió al inventario.'
            : 'Este pedido terminó su recorrido: ya no cambia de estado.'}
        </p>
      ) : (
        <div className="mt-4 space-y-4">
          {update.isError && (
            <Alert tone="error">
              {errorMessage(update.error, 'No se pudo cambiar el estado del pedido.')}
            </Alert>
          )}
          <Field
            label="Nota para el historial (opcional)"
            hint="El cliente recibe un correo con el nuevo estado."
            error={noteError}
          >
            {(props) => (
              <Textarea {...props} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
            )}
          </Field>
          <div className="flex flex-col gap-2">
            {moves.map((status) => (
              <Button
                key={status}
                onClick={() => move(status)}
                pending={update.isPending && update.variables?.status === status}
                pendingText="Actualizando..."
                disabled={update.isPending}
              >
                Marcar como {ORDER_STATUS_LABELS[status]}
              </Button>
            ))}
            {canCancel && (
              <Button
                variant="outline"
                className="text-danger!"
                onClick={() => setConfirmingCancel(true)}
                disabled={update.isPending}
              >
                Cancelar pedido
              </Button>
            )}
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirmingCancel}
        title={`¿Cancelar el pedido #${orderNumber(order.id)}?`}
        confirmLabel="Sí, cancelar pedido"
        pending={update.isPending}
        onConfirm={() => move('cancelado')}
        onClose={() => setConfirmingCancel(false)}
      >
        Sus productos vuelven al inventario y el cliente recibe un correo con la cancelación. Esta acción no
        se puede deshacer.
      </ConfirmDialog>
    </section>
  )
}
