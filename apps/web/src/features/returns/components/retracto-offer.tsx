import { retractoOfferText } from '@vitrina/core/retracto'
import type { OrderReturns } from '@vitrina/core/schemas/returns'
import { useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { useSessionStore } from '../../auth'
import { useRequestRetracto } from '../returns.api'

/**
 * docs/product/consumer-rights.md#retracto: 'Retractarme de la compra' on a delivered web order while its 5
 * business days last (the server's end date), unless a retracto was already asked or nothing is left that
 * the law lets the buyer withdraw. A second click confirms; no reason is asked.
 */
export function RetractoOffer({ orderId, view }: { orderId: string; view: OrderReturns }) {
  const token = useSessionStore((state) => state.token)
  const request = useRequestRetracto(token, orderId)
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { open, end_date: endDate } = view.retracto
  const asked = view.returns.some((r) => r.kind === 'retracto' && r.status !== 'rechazada')
  const withdrawable = view.lines.filter((line) => line.withdrawable && line.returnable > 0)
  const excluded = view.lines.filter((line) => !line.withdrawable)
  if (!open || !endDate || asked || !withdrawable.length) return null

  const confirm = () =>
    request.mutate(undefined, {
      onSuccess: () => setConfirming(false),
      onError: (err) => setError(errorMessage(err, 'No pudimos registrar tu retracto. Intenta de nuevo.')),
    })

  return (
    <div className="space-y-2 rounded-xl border border-border p-3 text-sm">
      <p className="text-foreground">{retractoOfferText(endDate)}</p>
      {excluded.length > 0 && (
        <p className="text-muted">
          No incluye {excluded.map((line) => line.product_name).join(', ')}: la ley los excluye del retracto.
        </p>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {confirming ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm" onClick={confirm} pending={request.isPending} pendingText="Enviando...">
            Sí, retractarme
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            Cancelar
          </Button>
        </div>
      ) : (
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          Retractarme de la compra
        </Button>
      )}
    </div>
  )
}
