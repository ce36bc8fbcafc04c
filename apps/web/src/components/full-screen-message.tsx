import { Spinner } from './ui/spinner'

/** The whole viewport for one state of the app (loading the store, or failing to). */
export function FullScreenMessage({
  children,
  tone = 'loading',
}: {
  children: string
  tone?: 'loading' | 'error'
}) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background p-6 text-center">
      {tone === 'loading' ? (
        <p role="status" className="flex items-center gap-3 text-lg font-medium text-muted">
          <Spinner size="lg" className="text-primary-ink" />
          {children}
        </p>
      ) : (
        <p role="alert" className="max-w-md text-lg font-semibold text-danger">
          {children}
        </p>
      )}
    </div>
  )
}
