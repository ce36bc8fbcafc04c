import { StorePage } from '../components/store-page'
import { CheckoutView } from '../features/checkout/components/checkout-view'

export function CheckoutPage() {
  return (
    <StorePage title="Finalizar Compra" description="Elige la dirección de envío y el método de pago.">
      <CheckoutView />
    </StorePage>
  )
}
