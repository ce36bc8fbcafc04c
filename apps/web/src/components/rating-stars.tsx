import clsx from 'clsx'
import { Star } from 'lucide-react'

const sizes = { sm: 'size-4', md: 'size-5' }

/**
 * The average rating, rounded to whole stars for the picture (docs/product/catalogue.md#product-detail), read
 * out as a sentence.
 */
export function RatingStars({
  value,
  size = 'sm',
  className,
}: {
  value: number
  size?: keyof typeof sizes
  className?: string
}) {
  const filled = Math.round(value)
  return (
    <span
      role="img"
      aria-label={`Calificación: ${filled} de 5 estrellas`}
      className={clsx('inline-flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={clsx(
            sizes[size],
            n <= filled ? 'fill-accent text-accent' : 'fill-transparent text-control',
          )}
        />
      ))}
    </span>
  )
}
