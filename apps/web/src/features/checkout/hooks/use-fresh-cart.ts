import { useQueryClient } from '@tanstack/react-query'
import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import { useEffect, useState } from 'react'
import { useCartStore } from '../../cart'
import { productDetailOptions } from '../../catalog'
import { freshCartItems, repricedNames } from '../checkout-state'

/**
 * Prices the cart with today's catalogue once per checkout visit: a line added days ago may have a new
 * price or discount, and the summary (and the PayPal amount) must be what the server will charge (spec
 * docs/product/cart-and-totals.md#fresh-prices). Answers the names of the lines whose price changed, to tell
 * the shopper.
 */
export function useFreshCart(): { checking: boolean; repriced: string[] } {
  const client = useQueryClient()
  const productIds = useCartStore((state) => [...new Set(state.lines.map((l) => l.productId))].join(','))
  const [result, setResult] = useState<{ ids: string; repriced: string[] } | null>(null)

  useEffect(() => {
    let live = true
    const ids = productIds.split(',').filter(Boolean).map(Number)
    void Promise.all(
      ids.map((id) => client.fetchQuery({ ...productDetailOptions(id), staleTime: 0 }).catch(() => null)),
    ).then((details) => {
      if (!live) return
      const products = new Map(details.filter((p): p is ProductDetail => p !== null).map((p) => [p.id, p]))
      const { lines, refresh } = useCartStore.getState()
      const fresh = freshCartItems(lines, products)
      const repriced = repricedNames(lines, fresh)
      refresh(fresh)
      setResult({ ids: productIds, repriced })
    })
    return () => {
      live = false
    }
  }, [client, productIds])

  return {
    checking: result?.ids !== productIds,
    repriced: result?.repriced ?? [],
  }
}
