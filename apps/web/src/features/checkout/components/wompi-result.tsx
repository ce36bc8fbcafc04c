import { useQueryClient } from '@tanstack/react-query'
import type { OrderDetail } from '@vitrina/core/schemas/orders'
import { useEffect, useRef, useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-client'
import { orderKeys } from '../../orders'
import { startWompiCheckout, verifyWompiPayment } from '../checkout.api'

const FAILED = new Set(['declined', 'voided', 'failed', 'mismatch'])

/** The order waits for Wompi's answer: pendiente, and its last Wompi attempt neither failed nor flagged. */
export function awaitingWompi(order: OrderDetail | undefined): boolean {
  if (order?.payment_method !== 'wompi' || order.status !== 'pendiente') return false
  const last = order.payments.filter((p) => p.provider === 'wompi').at(-1)
  return !last || !FAILED.has(last.status)
}

/**
 * The confirmation page of a Wompi order (docs/product/checkout-and-payments.md#order-confirmation): back
 * from Wompi with ?id=, the server reads the transaction; meanwhile 'Procesando tu pago...', and a failed
 * attempt offers another.
 */
export function WompiResult({ order, transactionId }: { order: OrderDetail; transactionId: string | null }) {
  const client = useQueryClient()
  const asked = useRef(false)
  const [retrying, setRetrying] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const waiting = awaitingWompi(order)

  useEffect(() => {
    if (asked.current || !transactionId || !waiting) return
    asked.current = true
    verifyWompiPayment(order.id, transactionId)
      .catch(() => undefined)
      .finally(() => void client.invalidateQueries({ queryKey: orderKeys.all }))
  }, [client, order.id, transactionId, waiting])

  if (order.payment_method !== 'wompi' || order.status !== 'pendiente') return null
  if (waiting)
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-semibold text-foreground">
        <Spinner className="text-primary-ink" />
        Procesando tu pago...
      </p>
    )
  const retry = async () => {
    setRetrying(true)
    setError(null)
    try {
      window.location.assign((await startWompiCheckout(order.id)).url)
    } catch (err) {
      setError(errorMessage(err, 'No se pudo iniciar el pago con Wompi.'))
      setRetrying(false)
    }
  }
  return (
    <div className="flex w-full max-w-sm flex-col items-center gap-3">
      <Alert tone="error">
        Wompi no aprobó el pago. Tu pedido sigue pendiente: puedes intentarlo de nuevo.
      </Alert>
      {error && <Alert tone="error">{error}</Alert>}
      <Button onClick={() => void retry()} pending={retrying} pendingText="Abriendo Wompi...">
        Intentar de nuevo con Wompi
      </Button>
    </div>
  )
}
