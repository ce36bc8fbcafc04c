import { formatCOP } from '@vitrina/core/format'
import { CreditCard } from 'lucide-react'
import { Button } from '../../../components/ui/button'

/**
 * Wompi in the payment step (docs/product/checkout-and-payments.md#wompi-flow): cards, PSE, Nequi and
 * Bancolombia on Wompi's own page, charged in pesos.
 */
export function WompiOption({
  totalCOP,
  disabled,
  pending,
  onPay,
}: {
  totalCOP: number
  disabled: boolean
  pending: boolean
  onPay: () => void
}) {
  return (
    <div className="space-y-3 rounded-xl border border-border p-4">
      <h3 className="font-semibold text-foreground">Tarjeta, PSE o Nequi</h3>
      <p className="text-sm text-muted">
        Pagas <strong className="text-foreground">{formatCOP(totalCOP)}</strong> en la página segura de Wompi
        (Bancolombia) con tarjeta débito o crédito, PSE, Nequi o transferencia Bancolombia.
      </p>
      <Button
        size="lg"
        className="w-full sm:w-auto"
        onClick={onPay}
        disabled={disabled}
        pending={pending}
        pendingText="Abriendo Wompi..."
      >
        <CreditCard className="size-5" aria-hidden="true" />
        Pagar con Wompi
      </Button>
    </div>
  )
}
