import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js'
import { PAYPAL_CURRENCY } from '@vitrina/core/schemas/payments'
import { Alert } from '../../../components/ui/alert'
import { Spinner } from '../../../components/ui/spinner'
import type { PaypalHandlers } from '../hooks/use-checkout-payment'

type Props = { clientId: string; disabled: boolean; handlers: PaypalHandlers }

/**
 * PayPal's button (docs/product/checkout-and-payments.md#paypal: public client id, USD, intent capture). This
 * module is its own chunk, loaded only on /checkout and only when PayPal is configured, so PayPal's script
 * never reaches other pages.
 */
export function PaypalButtons({ clientId, ...props }: Props) {
  return (
    <PayPalScriptProvider
      options={{ clientId, currency: PAYPAL_CURRENCY, intent: 'capture', components: 'buttons' }}
    >
      <ButtonsOrMessage {...props} />
    </PayPalScriptProvider>
  )
}

function ButtonsOrMessage({ disabled, handlers }: Omit<Props, 'clientId'>) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer()
  if (isRejected)
    return (
      <Alert tone="error">
        No se pudo cargar PayPal. Revisa tu conexión a internet y recarga la página, o paga contra entrega.
      </Alert>
    )
  if (isPending)
    return (
      <p role="status" className="flex items-center gap-2 py-3 text-sm text-muted">
        <Spinner className="text-primary-ink" />
        Cargando PayPal...
      </p>
    )
  return (
    <PayPalButtons
      style={{ layout: 'vertical', shape: 'rect', label: 'pay', tagline: false }}
      disabled={disabled}
      {...handlers}
    />
  )
}
