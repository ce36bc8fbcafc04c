import { GitCompareArrows } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { CountBadge } from '../../../components/count-badge'
import { useCompareStore } from '../compare.store'

// The overlay is fetched on first open: shoppers who never compare never download it.
const CompareOverlay = lazy(async () => ({
  default: (await import('./compare-overlay')).CompareOverlay,
}))

/**
 * The header's compare button with the count badge; opens the comparison overlay
 * (docs/product/catalogue.md#compare).
 */
export function CompareButton() {
  const count = useCompareStore((state) => state.items.length)
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Comparar productos (${count})`}
        aria-haspopup="dialog"
        className="relative flex size-10 items-center justify-center rounded-lg text-foreground transition hover:bg-foreground/5"
      >
        <GitCompareArrows className="size-5" aria-hidden="true" />
        <CountBadge count={count} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <CompareOverlay onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
