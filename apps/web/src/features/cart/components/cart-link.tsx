import clsx from 'clsx'
import { ShoppingCart } from 'lucide-react'
import { NavLink } from 'react-router'
import { paths } from '../../../app/paths'

/** The header's cart entry point. */
export function CartLink({ className }: { className?: string }) {
  return (
    <NavLink
      to={paths.cart}
      aria-label="Carrito"
      className={clsx(
        'relative flex size-10 items-center justify-center rounded-lg text-foreground transition hover:bg-foreground/5',
        'aria-[current=page]:text-primary-ink',
        className,
      )}
    >
      <ShoppingCart className="size-5" aria-hidden="true" />
    </NavLink>
  )
}
