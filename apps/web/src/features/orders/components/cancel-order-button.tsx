import { formatOrderNumber } from '@vitrina/core/format'
import { customerCancelRefusal } from '@vitrina/core/order-status'
import type { OrderSummary } from '@vitrina/core/schemas/orders'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { useCancelOrder } from '../orders.api'

/**
 * docs/product/orders.md#customer-cancellation: 'Cancelar pedido' while staff have not started preparing the
 * order, asked first. An unpaid online order has its own button in UnpaidOrderNotice, so none here.
 */
export function CancelOrderButton({
  order,
}: {
  order: Pick<OrderSummary, 'id' | 'order_number' | 'status' | 'payment_method' | 'payment_due_at'>
}) {
  const [asking, setAsking] = useState(false)
  const cancel = useCancelOrder()
  const unpaidOnline = order.status === 'pendiente' && order.payment_due_at !== null
  if (customerCancelRefusal(order.status) !== null || unpaidOnline) return null
  const paid = order.status === 'pagado'
  return (
    <>
      <Button variant="outline" size="sm" className="text-danger!" onClick={() => setAsking(true)}>
        Cancelar pedido
      </Button>
      <ConfirmDialog
        open={asking}
        title={`¿Cancelar el pedido ${formatOrderNumber(order.order_number)}?`}
        confirmLabel="Sí, cancelar el pedido"
        pendingText="Cancelando..."
        pending={cancel.isPending}
        error={cancel.error ? errorMessage(cancel.error, 'No se pudo cancelar el pedido.') : null}
        onConfirm={() => cancel.mutate(order.id, { onSuccess: () => setAsking(false) })}
        onClose={() => {
          setAsking(false)
          cancel.reset()
        }}
      >
        <p>
          {paid
            ? 'Te devolvemos el pago completo por el mismo medio con que pagaste. '
            : 'No se te cobrará nada. '}
          Los productos vuelven a la tienda y esta acción no se puede deshacer.
        </p>
      </ConfirmDialog>
    </>
  )
}
