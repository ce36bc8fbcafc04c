import { useQuery } from '@tanstack/react-query'
import { ProductGrid } from '../../catalog'
import { suggestionsOptions } from '../cart.api'

/**
 * docs/product/cart-and-totals.md#cart-suggestions 'Quizás también te interese...': four products related to
 * the cart.
 */
export function CartSuggestions({ productIds }: { productIds: readonly number[] }) {
  const suggestions = useQuery(suggestionsOptions(productIds))
  const products = (suggestions.data ?? []).filter((p) => !productIds.includes(p.id))
  if (products.length === 0) return null
  return (
    <section aria-labelledby="sugerencias" className="space-y-6">
      <h2 id="sugerencias" className="text-2xl font-bold tracking-tight text-foreground">
        Quizás también te interese...
      </h2>
      <ProductGrid products={products} />
    </section>
  )
}
