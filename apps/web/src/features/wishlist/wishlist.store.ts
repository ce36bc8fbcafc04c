import { create } from 'zustand'

type WishlistState = {
  /** docs/product/catalogue.md#wishlist: only the product ids are kept on the client. */
  ids: number[]
  replace: (ids: number[]) => void
  add: (id: number) => void
  remove: (id: number) => void
}

// Not persisted: the server holds the list; it is loaded after login and dropped on logout.
export const useWishlistStore = create<WishlistState>()((set) => ({
  ids: [],
  replace: (ids) => set({ ids }),
  add: (id) => set((state) => (state.ids.includes(id) ? state : { ids: [...state.ids, id] })),
  remove: (id) => set((state) => ({ ids: state.ids.filter((existing) => existing !== id) })),
}))
