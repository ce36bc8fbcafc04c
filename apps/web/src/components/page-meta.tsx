import { useEffect } from 'react'
import { usePageMetaStore } from '../lib/page-meta.store'

/**
 * Declares the page's title and meta description while the page is shown (docs/product/platform.md#seo caps
 * apply upstream).
 */
export function PageMeta({ title, description }: { title?: string; description?: string }) {
  useEffect(() => {
    const meta = { title, description }
    usePageMetaStore.getState().set(meta)
    return () => {
      // Only clear what this page set: the next page may already have declared its own.
      if (usePageMetaStore.getState().meta === meta) usePageMetaStore.getState().set(null)
    }
  }, [title, description])
  return null
}
