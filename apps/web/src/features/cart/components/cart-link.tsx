import clsx from 'clsx'
import { cartQuantity } from '@vitrina/core/cart'
import { ShoppingCart } from 'lucide-react'
import { NavLink } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { CountBadge } from '../../../components/count-badge'
import { useCartStore } from '../cart.store'

/**
 * The header's cart entry point, with the total quantity as a badge
 * (docs/product/cart-and-totals.md#cart-badge).
 */
export function CartLink({ className }: { className?: string }) {
  const count = useCartStore((state) => cartQuantity(state.lines))
  return (
    <NavLink
      to={paths.cart}
      aria-label={count ? `Carrito (${count} ${count === 1 ? 'producto' : 'productos'})` : 'Carrito'}
      className={clsx(
        'relative flex size-10 items-center justify-center rounded-lg text-foreground transition hover:bg-foreground/5',
        'aria-[current=page]:text-primary-ink',
        className,
      )}
    >
      <ShoppingCart className="size-5" aria-hidden="true" />
      <CountBadge count={count} />
    </NavLink>
  )
}
