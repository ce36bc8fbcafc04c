import clsx from 'clsx'
import type { ComponentProps } from 'react'

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={clsx('rounded-2xl border border-border bg-card text-foreground shadow-sm', className)}
      {...props}
    />
  )
}
