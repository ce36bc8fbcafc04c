import { toggleCompare } from '@vitrina/core/compare'
import type { Product } from '@vitrina/core/schemas/catalog'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'

/** docs/product/catalogue.md#compare: what the overlay shows of each product. */
export type CompareItem = Pick<
  Product,
  'id' | 'name' | 'price' | 'discount_price' | 'description' | 'brand' | 'stock_quantity' | 'images'
>

type CompareState = {
  items: CompareItem[]
  toggle: (product: CompareItem) => void
  remove: (id: number) => void
  clear: () => void
}

export function compareItem(product: CompareItem): CompareItem {
  const { id, name, price, discount_price, description, brand, stock_quantity, images } = product
  return { id, name, price, discount_price, description, brand, stock_quantity, images }
}

// docs/product/catalogue.md#compare: at most 4, a fifth silently ignored (the rule is in
// @vitrina/core/compare); persisted on the device.
export const useCompareStore = create<CompareState>()(
  persist(
    (set) => ({
      items: [],
      toggle: (product) => set((state) => ({ items: toggleCompare(state.items, compareItem(product)) })),
      remove: (id) => set((state) => ({ items: state.items.filter((item) => item.id !== id) })),
      clear: () => set({ items: [] }),
    }),
    { name: 'vitrina-compare', version: 1, skipHydration: true, partialize: ({ items }) => ({ items }) },
  ),
)
