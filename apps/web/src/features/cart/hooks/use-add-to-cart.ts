import type { CartItem } from '@vitrina/core/cart'
import { useCallback } from 'react'
import { toast } from '../../../lib/toast'
import { useCartStore } from '../cart.store'

/**
 * Adds one unit (docs/product/cart-and-totals.md#cart-rules default quantity) and says so with the product's
 * name (docs/product/catalogue.md#product-card).
 */
export function useAddToCart() {
  const add = useCartStore((state) => state.add)
  return useCallback(
    (item: CartItem) => {
      add(item)
      toast.success(`${item.name} se añadió al carrito`)
    },
    [add],
  )
}
