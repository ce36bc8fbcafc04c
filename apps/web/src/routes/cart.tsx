import { ShoppingCart } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '../app/paths'
import { EmptyState } from '../components/empty-state'
import { StorePage } from '../components/store-page'
import { buttonClasses } from '../components/ui/button'

export function CartPage() {
  return (
    <StorePage title="Tu Carrito">
      <EmptyState
        icon={ShoppingCart}
        title="Tu carrito está vacío"
        action={
          <Link to={paths.shop} className={buttonClasses()}>
            Explorar productos
          </Link>
        }
      >
        Cuando añadas productos aparecerán aquí, listos para finalizar tu compra.
      </EmptyState>
    </StorePage>
  )
}
