import { discountPercent } from '@vitrina/core/discount'
import { PRODUCT_CARD_IMAGE_SIZES } from '@vitrina/core/images'
import type { Product } from '@vitrina/core/schemas/catalog'
import { namedWithPhoto, valueSwatches, variantImage } from '@vitrina/core/variant-images'
import { totalStock } from '@vitrina/core/variants'
import { BellRing, ShoppingCart, SlidersHorizontal } from 'lucide-react'
import { useState } from 'react'
import { generatePath, Link } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { Price } from '../../../components/price'
import { ProductImage } from '../../../components/product-image'
import { RatingStars } from '../../../components/rating-stars'
import { buttonClasses } from '../../../components/ui/button'
import { productCartItem } from '../../cart'
import { useAddToCart } from '../../cart'
import { CompareToggle } from '../../compare'
import { NotifyButton } from '../../notifications'
import { WishlistToggle } from '../../wishlist'
import { VALUE_PARAM } from '../purchase-state'
import { ValueSwatches } from './value-swatches'

/**
 * A product in a grid (docs/product/catalogue.md#product-card): links to its detail; its button depends on
 * stock and options. In a narrow grid (one column, phones) the card lies on its side so a screen shows
 * several products. `leadImage`: the photo is the page's largest paint, fetched at once and first.
 */
export function ProductCard({
  product,
  leadImage = false,
  search = '',
}: {
  product: Product
  leadImage?: boolean
  search?: string
}) {
  const swatches = valueSwatches(product.options, product.images)
  // A colour the search names ('camiseta roja') is the card's choice until the shopper presses a swatch; a
  // new search chooses again.
  const [pressed, setPressed] = useState<{ search: string; valueId: number } | null>(null)
  const chosen =
    pressed?.search === search ? pressed.valueId : namedWithPhoto(search, product.options, product.images)
  // A chosen swatch shows its colour's photo and goes with the shopper to the product page
  // (docs/product/catalogue.md#variant-images).
  const detail = generatePath(paths.product, { id: String(product.id) })
  const href = chosen === null ? detail : `${detail}?${VALUE_PARAM}=${chosen}`
  const percent = discountPercent(product.price, product.discount_price)
  const soldOut = totalStock(product) < 1
  const image = variantImage(product.images, chosen === null ? [] : [chosen])

  return (
    <article className="group relative flex w-full overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg @md:flex-col">
      <div className="relative w-[42%] shrink-0 overflow-hidden @md:w-full">
        {/* The title link below is the one announced; this one only widens the click target. */}
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block h-full">
          <ProductImage
            imageRef={image?.image_url}
            alt=""
            sizes={PRODUCT_CARD_IMAGE_SIZES}
            eager={leadImage}
            className="h-full min-h-40 w-full transition duration-500 group-hover:scale-105 @md:aspect-square @md:h-auto"
          />
        </Link>
        <div className="pointer-events-none absolute top-2 left-2 flex flex-col items-start gap-1.5 @md:top-3 @md:left-3">
          {percent !== null && (
            <span className="rounded-full bg-danger px-2.5 py-1 text-xs font-bold text-white shadow-sm">
              -{percent}%
            </span>
          )}
          {soldOut && (
            <span className="rounded-full bg-foreground px-2.5 py-1 text-xs font-bold text-background shadow-sm">
              Agotado
            </span>
          )}
        </div>
        <div className="absolute top-2 right-2 flex flex-col gap-2 @md:top-3 @md:right-3">
          <WishlistToggle productId={product.id} productName={product.name} />
          <CompareToggle product={product} />
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 @md:gap-2 @md:p-4">
        {product.categories[0] && (
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            {product.categories[0].name}
          </p>
        )}
        <h3 className="line-clamp-2 leading-snug font-semibold text-foreground">
          <Link to={href} className="rounded hover:text-primary-ink">
            {product.name}
          </Link>
        </h3>
        {product.review_count > 0 ? (
          <p className="flex items-center gap-1.5 text-xs text-muted">
            <RatingStars value={product.rating_average} />
            <span>({product.review_count})</span>
          </p>
        ) : (
          <p className="text-xs text-muted">Sin reseñas aún</p>
        )}
        {swatches.length > 0 && (
          <ValueSwatches
            productName={product.name}
            swatches={swatches}
            chosen={chosen}
            onChoose={(valueId) => setPressed({ search, valueId })}
          />
        )}
        <Price price={product.price} discountPrice={product.discount_price} />
        <div className="mt-auto pt-2">
          <CardAction product={product} href={href} soldOut={soldOut} />
        </div>
      </div>
    </article>
  )
}

// The label may wrap in the narrow side-lying card rather than overflow it.
const outline = `${buttonClasses({ variant: 'outline', size: 'wrap' })} w-full`

function CardAction({ product, href, soldOut }: { product: Product; href: string; soldOut: boolean }) {
  const addToCart = useAddToCart()
  if (soldOut) {
    return (
      <NotifyButton target={{ productId: product.id, productName: product.name }} className={outline}>
        <BellRing className="size-4" aria-hidden="true" />
        Agotado - Notificarme
      </NotifyButton>
    )
  }
  if (product.has_options) {
    return (
      <Link to={href} className={outline}>
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        Ver Opciones
      </Link>
    )
  }
  return (
    <button
      type="button"
      className={`${buttonClasses({ size: 'wrap' })} w-full`}
      onClick={() => addToCart(productCartItem(product))}
    >
      <ShoppingCart className="size-4" aria-hidden="true" />
      Añadir al Carrito
    </button>
  )
}
