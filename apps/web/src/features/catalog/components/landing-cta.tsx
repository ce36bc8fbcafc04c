import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import { BellRing, ShoppingCart, SlidersHorizontal } from 'lucide-react'
import { generatePath, Link, useNavigate } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { buttonClasses } from '../../../components/ui/button'
import { productCartItem } from '../../cart'
import { useAddToCart } from '../../cart'
import { NotifyButton } from '../../notifications'

/** The landing's main button: buy now (to the cart), choose options (to the detail) or get notified. */
export function LandingCta({
  product,
  soldOut,
  label,
  inverted = false,
}: {
  product: ProductDetail
  soldOut: boolean
  label: string | null
  inverted?: boolean
}) {
  const addToCart = useAddToCart()
  const navigate = useNavigate()
  const className = `${buttonClasses({ size: 'lg', variant: inverted ? 'secondary' : 'primary' })} w-full sm:w-auto`
  if (soldOut) {
    return (
      <NotifyButton target={{ productId: product.id, productName: product.name }} className={className}>
        <BellRing className="size-5" aria-hidden="true" />
        Agotado - Notificarme
      </NotifyButton>
    )
  }
  if (product.has_options) {
    return (
      <Link to={generatePath(paths.product, { id: String(product.id) })} className={className}>
        <SlidersHorizontal className="size-5" aria-hidden="true" />
        {label ?? 'Elegir mis opciones'}
      </Link>
    )
  }
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        addToCart(productCartItem(product))
        navigate(paths.cart)
      }}
    >
      <ShoppingCart className="size-5" aria-hidden="true" />
      {label ?? 'Comprar ahora'}
    </button>
  )
}
