import { effectivePrice, variantPrices } from '@vitrina/core/discount'
import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import { BellRing, CircleCheck, CircleX, ShoppingCart } from 'lucide-react'
import { toast } from '../../../lib/toast'
import { Price } from '../../../components/price'
import { RatingStars } from '../../../components/rating-stars'
import { Button, buttonClasses } from '../../../components/ui/button'
import { productCartItem, variantCartItem } from '../../cart'
import { useAddToCart } from '../../cart'
import { CompareToggle } from '../../compare'
import { NotifyButton } from '../../notifications'
import { WishlistToggle } from '../../wishlist'
import {
  availabilityText,
  PURCHASE_LABELS,
  purchaseState,
  valueInStock,
  type Selection,
} from '../purchase-state'
import { LowStockNote } from './low-stock-note'
import { OptionSelector } from './option-selector'
import { ProductAssurances } from './product-assurances'
import { ShareButtons } from './share-buttons'

/**
 * docs/product/catalogue.md#purchase-button right column: name, rating, price, options, availability and the
 * purchase buttons.
 */
export function ProductPurchase({
  product,
  selection,
  onSelectionChange,
  onShowReviews,
}: {
  product: ProductDetail
  selection: Selection
  onSelectionChange: (selection: Selection) => void
  onShowReviews: () => void
}) {
  const state = purchaseState(product, selection)
  const variant = state.kind === 'add' || state.kind === 'soldout' ? state.variant : null
  const prices = variant ? variantPrices(product, variant) : product
  const addToCart = useAddToCart()

  const onAdd = () => {
    if (state.kind !== 'add') {
      toast.error('Por favor, selecciona una combinación válida.')
      return
    }
    addToCart(state.variant ? variantCartItem(product, state.variant) : productCartItem(product))
  }

  return (
    <div className="space-y-6">
      <div className="space-y-3">
        {product.categories.length > 0 && (
          <p className="text-sm font-semibold tracking-wide text-primary-ink uppercase">
            {product.categories.map((c) => c.name).join(' · ')}
          </p>
        )}
        <h1 className="text-3xl font-extrabold tracking-tight text-balance text-foreground sm:text-4xl">
          {product.name}
        </h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <RatingStars value={product.rating_average} size="md" />
          <a
            href="#reviews"
            onClick={onShowReviews}
            className="rounded font-medium text-primary-ink hover:underline"
          >
            {product.review_count} {product.review_count === 1 ? 'reseña' : 'reseñas'}
          </a>
          {product.brand && <span className="text-muted">· {product.brand}</span>}
        </div>
      </div>
      <Price price={prices.price} discountPrice={prices.discount_price} size="lg" />
      {product.options.map((option) => (
        <OptionSelector
          key={option.id}
          option={option}
          value={selection[option.id]}
          onChange={(valueId) => onSelectionChange({ ...selection, [option.id]: valueId })}
          inStock={(valueId) => valueInStock(product, selection, option.id, valueId)}
        />
      ))}
      <p
        aria-live="polite"
        className={`flex items-center gap-2 text-sm font-semibold ${state.kind === 'add' || state.kind === 'select' ? 'text-success' : 'text-danger'}`}
      >
        {state.kind === 'add' || state.kind === 'select' ? (
          <CircleCheck className="size-4" aria-hidden="true" />
        ) : (
          <CircleX className="size-4" aria-hidden="true" />
        )}
        {availabilityText(state)}
      </p>
      <LowStockNote product={product} selection={selection} />
      <div className="flex flex-wrap gap-3">
        <Button size="lg" className="min-w-60 flex-1" disabled={state.kind !== 'add'} onClick={onAdd}>
          <ShoppingCart className="size-5" aria-hidden="true" />
          {PURCHASE_LABELS[state.kind]}
        </Button>
        <WishlistToggle productId={product.id} productName={product.name} look="button" />
        <CompareToggle product={product} look="button" />
      </div>
      {state.kind === 'soldout' && (
        <NotifyButton
          target={{ productId: product.id, productName: product.name, variantId: variant?.id ?? null }}
          className={`${buttonClasses({ variant: 'outline' })} w-full`}
        >
          <BellRing className="size-4" aria-hidden="true" />
          Avísame cuando vuelva a estar disponible
        </NotifyButton>
      )}
      <ShareButtons name={product.name} price={effectivePrice(prices)} />
      <ProductAssurances />
    </div>
  )
}
