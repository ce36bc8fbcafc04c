import { formatOrderNumber } from '@vitrina/core/format'
import { paymentDeadlineText } from '@vitrina/core/payment-window'
import type { OrderSummary } from '@vitrina/core/schemas/orders'
import { Clock } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { useCancelUnpaidOrder } from '../orders.api'

/**
 * docs/product/checkout-and-payments.md#payment-window: an unpaid PayPal or Wompi order tells its shopper how
 * long the products stay held, and lets them give the products back now. Nothing for any other order.
 */
export function UnpaidOrderNotice({
  order,
  canCancel = true,
}: {
  order: Pick<OrderSummary, 'id' | 'order_number' | 'status' | 'payment_due_at'>
  /** False while a payment is being confirmed (the server would refuse it anyway). */
  canCancel?: boolean
}) {
  const [asking, setAsking] = useState(false)
  const cancel = useCancelUnpaidOrder()
  if (order.status !== 'pendiente' || !order.payment_due_at) return null
  return (
    <div className="flex w-full flex-col gap-3 rounded-xl border border-primary-ink/25 bg-primary/8 p-4 text-left text-sm sm:flex-row sm:items-center">
      <p className="flex flex-1 items-start gap-2 text-foreground">
        <Clock className="mt-0.5 size-4 shrink-0 text-primary-ink" aria-hidden="true" />
        {paymentDeadlineText(order.payment_due_at)}
      </p>
      {canCancel && (
        <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
          Cancelar pedido
        </Button>
      )}
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
        <p>No se te cobrará nada y los productos vuelven a la tienda para que otros puedan comprarlos.</p>
      </ConfirmDialog>
    </div>
  )
}
