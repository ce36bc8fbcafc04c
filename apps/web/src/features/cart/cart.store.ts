import {
  addToCart,
  changeCartQuantity,
  refreshCartLines,
  removeFromCart,
  setCartQuantity,
  type CartItem,
  type CartLine,
} from '@vitrina/core/cart'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'

type CartState = {
  lines: CartLine[]
  add: (item: CartItem, quantity?: number) => void
  setQuantity: (id: string, quantity: number) => void
  increase: (id: string) => void
  decrease: (id: string) => void
  remove: (id: string) => void
  clear: () => void
  /** Replaces the lines' product fields with fresh copies (today's prices), keeping quantities. */
  refresh: (items: CartItem[]) => void
}

// docs/product/cart-and-totals.md#cart-rules: the rules live in @vitrina/core/cart; the cart is persisted on
// the device.
export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      lines: [],
      add: (item, quantity) => set((state) => ({ lines: addToCart(state.lines, item, quantity) })),
      setQuantity: (id, quantity) => set((state) => ({ lines: setCartQuantity(state.lines, id, quantity) })),
      increase: (id) => set((state) => ({ lines: changeCartQuantity(state.lines, id, 1) })),
      decrease: (id) => set((state) => ({ lines: changeCartQuantity(state.lines, id, -1) })),
      remove: (id) => set((state) => ({ lines: removeFromCart(state.lines, id) })),
      clear: () => set({ lines: [] }),
      refresh: (items) => set((state) => ({ lines: refreshCartLines(state.lines, items) })),
    }),
    { name: 'vitrina-cart', version: 1, skipHydration: true, partialize: ({ lines }) => ({ lines }) },
  ),
)
