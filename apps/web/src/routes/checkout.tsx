import { ComingSoon } from '../components/coming-soon'
import { StorePage } from '../components/store-page'

export function CheckoutPage() {
  return (
    <StorePage title="Finalizar Compra" description="Elige la dirección de envío y el método de pago.">
      <ComingSoon>Estamos preparando el proceso de pago.</ComingSoon>
    </StorePage>
  )
}
