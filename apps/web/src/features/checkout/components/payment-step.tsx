import { useQuery } from '@tanstack/react-query'
import { formatCOP } from '@vitrina/core/format'
import { orderLimits } from '@vitrina/core/order-limits'
import { paymentDeadlineText, paymentWindowNotice } from '@vitrina/core/payment-window'
import { Banknote, Clock, MapPin } from 'lucide-react'
import { lazy, Suspense, useId } from 'react'
import { ErrorBoundary } from '../../../components/error-boundary'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { useSettings } from '../../settings'
import { paymentMethodsOptions, paypalConfigOptions } from '../checkout.api'
import type { useCheckoutPayment } from '../hooks/use-checkout-payment'
import { paypalAmountText } from '../payment-texts'
import { CodBlocked } from './cod-blocked'
import { StepSection } from './step-section'
import { WompiOption } from './wompi-option'

// PayPal's SDK wrapper is its own chunk, fetched only when PayPal is configured
// (docs/product/checkout-and-payments.md#paypal-flow).
const PaypalButtons = lazy(async () => ({ default: (await import('./paypal-buttons')).PaypalButtons }))

const PAYPAL_UNAVAILABLE =
  'El pago con PayPal no está disponible en este momento. Puedes pagar contra entrega.'
const PAYPAL_NOT_LOADED =
  'No se pudo cargar PayPal. Revisa tu conexión a internet y recarga la página, o paga contra entrega.'

const loading = (text: string) => (
  <p role="status" className="flex items-center gap-2 py-3 text-sm text-muted">
    <Spinner className="text-primary-ink" />
    {text}
  </p>
)

/**
 * Step 2 (docs/product/checkout-and-payments.md#payment-step): the ways to pay that are on
 * (docs/product/checkout-and-payments.md#payment-methods) — PayPal's button, Wompi, 'Pago Contra Entrega' —
 * with their texts.
 */
export function PaymentStep({
  payment,
  totalCOP,
  addressChosen,
}: {
  payment: ReturnType<typeof useCheckoutPayment>
  totalCOP: number
  addressChosen: boolean
}) {
  const available = useQuery(paymentMethodsOptions())
  const methods = available.data?.methods ?? []
  const config = useQuery({ ...paypalConfigOptions(), enabled: methods.includes('paypal') })
  const { processing, capturing, error, quote, paymentDueAt, payOnDelivery, payWithWompi, paypal } = payment
  const { data: settings = {} } = useSettings()
  const online = methods.includes('paypal') || methods.includes('wompi')
  const codMax = available.data?.cod.max_total ?? null
  const codOverLimit = codMax !== null && totalCOP > codMax
  const rate = quote?.copPerUsd ?? config.data?.copPerUsd
  const hintId = useId()

  let paypalBlock
  if (config.isPending) paypalBlock = loading('Cargando...')
  else if (!config.data?.enabled || !config.data.clientId || !rate)
    paypalBlock = <Alert tone="info">{PAYPAL_UNAVAILABLE}</Alert>
  else
    paypalBlock = (
      <>
        <p className="text-sm font-semibold text-foreground">{paypalAmountText(totalCOP, rate)}</p>
        {paymentDueAt && <p className="text-sm text-foreground">{paymentDeadlineText(paymentDueAt)}</p>}
        <ErrorBoundary fallback={<Alert tone="error">{PAYPAL_NOT_LOADED}</Alert>}>
          <Suspense fallback={loading('Cargando PayPal...')}>
            <PaypalButtons
              clientId={config.data.clientId}
              disabled={processing !== null || !addressChosen}
              handlers={paypal}
            />
          </Suspense>
        </ErrorBoundary>
      </>
    )

  return (
    <StepSection number={3} title="Método de pago" muted={!addressChosen}>
      {!addressChosen && (
        <p id={hintId} className="flex items-start gap-2 rounded-xl bg-primary/8 p-3 text-sm text-foreground">
          <MapPin className="mt-0.5 size-4 shrink-0 text-primary-ink" aria-hidden="true" />
          Elige o añade una dirección de envío para poder pagar.
        </p>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {capturing && loading('Procesando tu pago...')}
      {available.isPending && loading('Cargando...')}
      {available.data && methods.length === 0 && (
        <Alert tone="info">Esta tienda no tiene métodos de pago disponibles en este momento.</Alert>
      )}
      {/* docs/product/checkout-and-payments.md#payment-step: no way to pay before an address is chosen. */}
      <fieldset
        disabled={!addressChosen}
        aria-describedby={addressChosen ? undefined : hintId}
        className="grid min-w-0 gap-4 disabled:opacity-60"
      >
        <legend className="sr-only">Elige cómo pagar</legend>
        {/* docs/product/checkout-and-payments.md#payment-window: how long an online payment holds the products. */}
        {online && (
          <p className="flex items-start gap-2 text-sm text-muted">
            <Clock className="mt-0.5 size-4 shrink-0 text-primary-ink" aria-hidden="true" />
            {paymentWindowNotice(orderLimits(settings).online_payment_minutes)}
          </p>
        )}
        {methods.includes('paypal') && (
          <div className="space-y-3 rounded-xl border border-border p-4">
            <h3 className="font-semibold text-foreground">PayPal</h3>
            <p className="text-sm text-muted">
              Paga con tu cuenta PayPal o con tarjeta. PayPal cobra en dólares estadounidenses.
            </p>
            {paypalBlock}
          </div>
        )}
        {methods.includes('wompi') && (
          <WompiOption
            totalCOP={totalCOP}
            disabled={processing !== null}
            pending={processing === 'wompi'}
            onPay={() => void payWithWompi()}
          />
        )}
        {methods.includes('contra_entrega') && codOverLimit && codMax !== null && !online && (
          <CodBlocked totalCOP={totalCOP} codMax={codMax} />
        )}
        {methods.includes('contra_entrega') && codOverLimit && online && (
          <p className="text-sm text-muted">
            El pago contra entrega está disponible para pedidos de hasta {formatCOP(codMax)}.
          </p>
        )}
        {methods.includes('contra_entrega') && !codOverLimit && (
          <div className="space-y-3 rounded-xl border border-border p-4">
            <h3 className="font-semibold text-foreground">Efectivo al recibir</h3>
            <p className="text-sm text-muted">
              Pagas <strong className="text-foreground">{formatCOP(totalCOP)}</strong> cuando recibes tu
              pedido en la dirección elegida.
            </p>
            <Button
              size="lg"
              className="w-full sm:w-auto"
              onClick={() => void payOnDelivery()}
              disabled={processing !== null}
              pending={processing === 'contra_entrega'}
              pendingText="Procesando..."
            >
              <Banknote className="size-5" aria-hidden="true" />
              Pago Contra Entrega
            </Button>
          </div>
        )}
      </fieldset>
    </StepSection>
  )
}
