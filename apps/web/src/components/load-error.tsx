import { Button } from './ui/button'

/** A list or page that failed to load: the Spanish reason and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-danger/30 bg-danger/8 p-6 text-center">
      <p className="font-semibold text-danger">{message}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  )
}
