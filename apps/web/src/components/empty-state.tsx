import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card } from './ui/card'

export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon
  title: string
  children?: ReactNode
  action?: ReactNode
}) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center sm:py-16">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary-ink">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold text-foreground">{title}</h2>
      {children && <div className="max-w-md text-muted">{children}</div>}
      {action && <div className="mt-2">{action}</div>}
    </Card>
  )
}
