import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { EmptyState } from '../../../../components/empty-state'
import { LoadState } from '../../../../components/load-state'
import { Button } from '../../../../components/ui/button'

/**
 * The three states every back-office list has before it has rows: loading, a failure with a retry, and
 * empty (with a different text when filters hide everything). Renders nothing once there are rows.
 */
export function ListStatus({
  isPending,
  isError,
  isEmpty,
  loadingText,
  errorText,
  onRetry,
  empty,
}: {
  isPending: boolean
  isError: boolean
  isEmpty: boolean
  loadingText: string
  errorText: string
  onRetry: () => void
  empty: { icon: LucideIcon; title: string; text: ReactNode; action?: ReactNode }
}) {
  if (isPending) return <LoadState tone="loading">{loadingText}</LoadState>
  if (isError)
    return (
      <div className="space-y-3">
        <LoadState tone="error">{errorText}</LoadState>
        <Button variant="outline" onClick={onRetry}>
          Reintentar
        </Button>
      </div>
    )
  if (isEmpty)
    return (
      <EmptyState icon={empty.icon} title={empty.title} action={empty.action}>
        {empty.text}
      </EmptyState>
    )
  return null
}
