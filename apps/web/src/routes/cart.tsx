import { Container } from '../components/container'
import { CartView } from '../features/cart/components/cart-view'

export function CartPage() {
  return (
    <Container className="py-10 sm:py-14">
      <CartView />
    </Container>
  )
}
