import clsx from 'clsx'
import { useId, type ReactNode } from 'react'
import { Card } from '../../../components/ui/card'

/** A numbered checkout step (docs/product/checkout-and-payments.md#checkout: 1 address, 2 billing data, 3 payment). */
export function StepSection({
  number,
  title,
  muted = false,
  children,
}: {
  number: number
  title: string
  /** Drawn quieter while an earlier step is still open. */
  muted?: boolean
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-5">
        <h2 id={headingId} className="flex items-center gap-3 text-lg font-bold text-foreground">
          <span
            className={clsx(
              'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
              muted ? 'bg-foreground/10 text-foreground' : 'bg-primary text-on-primary',
            )}
            aria-hidden="true"
          >
            {number}
          </span>
          <span>
            <span className="sr-only">Paso {number}: </span>
            {title}
          </span>
        </h2>
        {children}
      </section>
    </Card>
  )
}
