import clsx from 'clsx'
import type { ComponentProps } from 'react'

export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full border border-primary-ink/30 bg-primary/10 px-2.5 py-0.5 text-xs font-semibold text-primary-ink',
        className,
      )}
      {...props}
    />
  )
}
