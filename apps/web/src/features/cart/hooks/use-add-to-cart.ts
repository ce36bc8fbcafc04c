import type { CartItem } from '@vitrina/core/cart'
import { useCallback } from 'react'
import toast from 'react-hot-toast'
import { useCartStore } from '../cart.store'

/** Adds one unit (spec §9 default quantity) and says so with the product's name (spec §2.4). */
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
