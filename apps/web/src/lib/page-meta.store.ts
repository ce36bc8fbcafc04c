import { create } from 'zustand'

export type PageMeta = { title?: string; description?: string }

type PageMetaState = { meta: PageMeta | null; set: (meta: PageMeta | null) => void }

/**
 * What the current page says about itself (title, meta description) when its route's static title is
 * not enough, e.g. a product's name. One place sets the tags (app/layouts/root-layout.tsx), so two
 * pages never fight over them.
 */
export const usePageMetaStore = create<PageMetaState>()((set) => ({
  meta: null,
  set: (meta) => set({ meta }),
}))
