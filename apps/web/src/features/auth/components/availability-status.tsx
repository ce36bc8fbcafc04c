import { Check, X } from 'lucide-react'
import { Spinner } from '../../../components/ui/spinner'
import type { Availability } from '../hooks/use-availability'

// docs/product/auth.md#availability-checks: the availability labels.
export function AvailabilityStatus({ status }: { status: Availability }) {
  switch (status) {
    case 'idle':
      return null
    case 'checking':
      return (
        <span className="inline-flex items-center gap-1.5 text-muted">
          <Spinner size="xs" />
          Comprobando...
        </span>
      )
    case 'available':
      return (
        <span className="inline-flex items-center gap-1 text-success">
          <Check className="size-3.5" aria-hidden="true" />
          Disponible
        </span>
      )
    case 'taken':
      return (
        <span className="inline-flex items-center gap-1 text-danger">
          <X className="size-3.5" aria-hidden="true" />
          No disponible
        </span>
      )
  }
}
