import clsx from 'clsx'
import { Heart } from 'lucide-react'
import { useWishlistToggle } from '../wishlist.api'

/**
 * The heart of a product card or detail page (docs/product/catalogue.md#product-card,
 * docs/product/catalogue.md#wishlist).
 */
export function WishlistToggle({
  productId,
  productName,
  look = 'icon',
  className,
}: {
  productId: number
  productName: string
  look?: 'icon' | 'button'
  className?: string
}) {
  const { saved, toggle, pending } = useWishlistToggle(productId)
  const label = saved
    ? `Quitar ${productName} de mi lista de deseos`
    : `Guardar ${productName} en mi lista de deseos`
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={look === 'icon' ? label : undefined}
      aria-busy={pending || undefined}
      title={label}
      onClick={toggle}
      className={clsx(
        'inline-flex items-center justify-center transition aria-busy:opacity-60',
        look === 'icon'
          ? 'size-10 rounded-full bg-card/95 shadow-sm ring-1 ring-border backdrop-blur'
          : 'h-11 gap-2 rounded-lg border border-control px-4 text-sm font-semibold hover:bg-foreground/5',
        saved ? 'text-danger' : 'text-foreground hover:text-danger',
        className,
      )}
    >
      <Heart className={clsx('size-5', saved && 'fill-current')} aria-hidden="true" />
      {look === 'button' && (saved ? 'En tu lista' : 'Favorito')}
    </button>
  )
}
