import { formatDate, formatRating } from '@vitrina/core/format'
import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import { BadgeCheck, MessageSquareText } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { paths } from '@vitrina/core/paths'
import { RatingStars } from '../../../components/rating-stars'
import { TextLink } from '../../../components/ui/text-link'
import { UserAvatar } from '../../auth'
import { useSessionStore } from '../../auth'

// The form brings the validation rules (zod); only signed-in shoppers download it.
const ReviewForm = lazy(async () => ({ default: (await import('./review-form')).ReviewForm }))

/** docs/product/catalogue.md#reviews 'Reseñas': the reviews, and the form for logged-in users. */
export function ProductReviews({ product }: { product: ProductDetail }) {
  const loggedIn = useSessionStore((state) => state.isAuthenticated)
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-4">
        <div className="flex items-center gap-4">
          <p className="text-4xl font-extrabold text-foreground">{formatRating(product.rating_average)}</p>
          <div>
            <RatingStars value={product.rating_average} size="md" />
            <p className="text-sm text-muted">
              {product.review_count} {product.review_count === 1 ? 'reseña' : 'reseñas'}
            </p>
          </div>
        </div>
        {product.reviews.length === 0 ? (
          <p className="flex items-center gap-2 rounded-2xl border border-dashed border-control p-6 text-muted">
            <MessageSquareText className="size-5 shrink-0" aria-hidden="true" />
            Todavía no hay reseñas. ¡Sé el primero en opinar!
          </p>
        ) : (
          <ul className="space-y-4">
            {product.reviews.map((review) => (
              <li key={review.id} className="rounded-2xl border border-border bg-card p-5">
                <div className="flex items-start gap-3">
                  <UserAvatar imageRef={review.profile_image_url} size="md" />
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <p className="font-semibold text-foreground">{review.username}</p>
                      {review.verified_purchase && (
                        <span className="inline-flex items-center gap-1 rounded-full bg-success/10 px-2 py-0.5 text-xs font-semibold text-success">
                          <BadgeCheck className="size-3.5" aria-hidden="true" />
                          Compra verificada
                        </span>
                      )}
                    </div>
                    <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
                      <RatingStars value={review.rating} />
                      <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
                    </div>
                    <p className="mt-3 whitespace-pre-line text-foreground">{review.comment}</p>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        {loggedIn ? (
          <Suspense fallback={null}>
            <ReviewForm productId={product.id} />
          </Suspense>
        ) : (
          <p className="rounded-2xl border border-border bg-card p-5 text-muted">
            <TextLink to={paths.login}>Inicia sesión</TextLink> para escribir una reseña.
          </p>
        )}
      </div>
    </div>
  )
}
