import clsx from 'clsx'
import { effectivePrice } from '@vitrina/core/discount'
import { formatCOP } from '@vitrina/core/format'

const sizes = {
  sm: { now: 'text-base', before: 'text-sm' },
  md: { now: 'text-lg', before: 'text-sm' },
  lg: { now: 'text-3xl', before: 'text-lg' },
}

/**
 * A price in pesos; when the discount price is below the price, the original is struck through next to
 * it (docs/product/catalogue.md#product-detail). Screen readers hear which is which.
 */
export function Price({
  price,
  discountPrice,
  size = 'md',
  className,
}: {
  price: number
  discountPrice: number | null
  size?: keyof typeof sizes
  className?: string
}) {
  const now = effectivePrice({ price, discount_price: discountPrice })
  const discounted = now < price
  return (
    <p className={clsx('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className={clsx('font-bold tracking-tight text-foreground tabular-nums', sizes[size].now)}>
        {discounted && <span className="sr-only">Precio con descuento: </span>}
        {formatCOP(now)}
      </span>
      {discounted && (
        <s className={clsx('text-muted tabular-nums', sizes[size].before)}>
          <span className="sr-only">Precio anterior: </span>
          {formatCOP(price)}
        </s>
      )}
    </p>
  )
}
