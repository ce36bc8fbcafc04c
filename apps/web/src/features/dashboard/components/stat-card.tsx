import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Card } from '../../../components/ui/card'

/** One figure of the dashboard: what it is, the number, and a line of context; a link when `to` is set. */
export function StatCard({
  label,
  value,
  detail,
  Icon,
  to,
}: {
  label: string
  value: ReactNode
  detail?: ReactNode
  Icon: LucideIcon
  to?: string
}) {
  const body = (
    <Card className="flex h-full items-start gap-3 p-3.5 sm:p-5">
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary-ink sm:flex">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-muted">{label}</p>
        <p className="mt-0.5 text-lg font-bold tracking-tight text-foreground tabular-nums sm:text-2xl">
          {value}
        </p>
        {detail && <p className="mt-0.5 text-xs text-muted">{detail}</p>}
      </div>
    </Card>
  )
  if (!to) return body
  return (
    <Link to={to} className="block h-full rounded-2xl transition hover:shadow-md">
      {body}
    </Link>
  )
}

/** A titled card of the dashboard, for lists and charts. */
export function DashboardPanel({
  title,
  action,
  children,
  className,
}: {
  title: string
  action?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <Card className={className}>
      <section className="p-4 sm:p-5">
        <div className="mb-3 flex items-baseline justify-between gap-3">
          <h2 className="text-base font-semibold text-foreground">{title}</h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  )
}
