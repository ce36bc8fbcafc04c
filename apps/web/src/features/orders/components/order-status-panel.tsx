import { formatOrderNumber } from '@vitrina/core/format'
import { COD_CONFIRMED_NOTE, codWhatsappLink } from '@vitrina/core/cod-confirmation'
import { ORDER_STATUS_LABELS, orderStatusLabel, type OrderStatus } from '@vitrina/core/order-status'
import { orderStatusInputSchema, type AdminOrderDetail } from '@vitrina/core/schemas/orders'
import { MessageCircle } from 'lucide-react'
import { useState } from 'react'
import { toast } from '../../../lib/toast'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { Alert } from '../../../components/ui/alert'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Textarea } from '../../../components/ui/textarea'
import { errorMessage } from '../../../lib/api-client'
import { useStoreName } from '../../settings'
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
  const [message, setMessage] = useState('')
  const [errors, setErrors] = useState<{ note?: string; customer_message?: string }>({})
  const [confirmingCancel, setConfirmingCancel] = useState(false)
  const moves = order.next_statuses.filter((status) => status !== 'cancelado')
  const canCancel = order.next_statuses.includes('cancelado')
  // docs/product/orders.md#cod-confirmation: a cash order is confirmed with the customer before it is prepared.
  const confirmingCod = order.payment_method === 'contra_entrega' && order.status === 'pendiente'
  const storeName = useStoreName()
  const whatsapp = confirmingCod ? codWhatsappLink(order, storeName) : null

  const move = (status: OrderStatus) => {
    const confirmation = confirmingCod && status === 'en_preparacion' && !note.trim()
    const parsed = orderStatusInputSchema.safeParse({
      status,
      ...(note.trim() ? { note } : confirmation ? { note: COD_CONFIRMED_NOTE } : {}),
      ...(message.trim() ? { customer_message: message } : {}),
    })
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      setErrors({ [issue?.path[0] === 'customer_message' ? 'customer_message' : 'note']: issue?.message })
      setConfirmingCancel(false)
      return
    }
    setErrors({})
    update.mutate(parsed.data, {
      onSuccess: (updated) => {
        setNote('')
        setMessage('')
        setConfirmingCancel(false)
        toast.success(
          `Pedido ${formatOrderNumber(updated.order_number)}: ${orderStatusLabel(updated.status, updated.payment_method)}`,
        )
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
        Actual: <OrderStatusBadge status={order.status} method={order.payment_method} />
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
          {/* docs/product/orders.md#customer-messages: what staff keep and what the customer reads are two fields. */}
          <Field
            label="Nota interna (opcional)"
            hint="Solo la ve el personal en el historial; el cliente nunca la recibe."
            error={errors.note}
          >
            {(props) => (
              <Textarea {...props} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
            )}
          </Field>
          <Field
            label="Mensaje para el cliente (opcional)"
            hint="El cliente recibe un correo con el nuevo estado y este mensaje, y lo ve en su historial de pedidos."
            error={errors.customer_message}
          >
            {(props) => (
              <Textarea {...props} rows={2} value={message} onChange={(e) => setMessage(e.target.value)} />
            )}
          </Field>
          <div className="flex flex-col gap-2">
            {whatsapp && (
              <a
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses({ variant: 'outline' })}
              >
                <MessageCircle className="size-4" aria-hidden="true" />
                Confirmar por WhatsApp
              </a>
            )}
            {moves.map((status) => (
              <Button
                key={status}
                onClick={() => move(status)}
                pending={update.isPending && update.variables?.status === status}
                pendingText="Actualizando..."
                disabled={update.isPending}
              >
                {confirmingCod && status === 'en_preparacion'
                  ? 'Confirmar pedido'
                  : `Marcar como ${ORDER_STATUS_LABELS[status]}`}
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
        title={`¿Cancelar el pedido ${formatOrderNumber(order.order_number)}?`}
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
