import type { ReactNode } from 'react'
import { Card } from '../../../../components/ui/card'

/** A titled block of a back-office form; the heading names the region for screen readers. */
export function FormSection({
  id,
  title,
  description,
  actions,
  children,
}: {
  id: string
  title: string
  description?: ReactNode
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id} className="space-y-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h2 id={id} className="text-lg font-bold text-foreground">
              {title}
            </h2>
            {description && <p className="text-sm text-muted">{description}</p>}
          </div>
          {actions}
        </div>
        {children}
      </section>
    </Card>
  )
}
