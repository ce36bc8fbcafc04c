import clsx from 'clsx'

/** A grey placeholder block that pulses while content loads; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={clsx('animate-pulse rounded-lg bg-foreground/8', className)} />
}
