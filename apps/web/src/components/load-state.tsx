import type { ReactNode } from 'react'
import { Spinner } from './ui/spinner'

/** A section's loading or failure line, announced to screen readers. */
export function LoadState({ tone, children }: { tone: 'loading' | 'error'; children: ReactNode }) {
  if (tone === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 py-10 text-muted">
        <Spinner size="md" className="text-primary-ink" />
        {children}
      </p>
    )
  }
  return (
    <p role="alert" className="rounded-2xl border border-danger/30 bg-danger/8 p-5 font-semibold text-danger">
      {children}
    </p>
  )
}
