import clsx from 'clsx'
import type { ComponentProps } from 'react'

export const inputClasses = clsx(
  'block h-11 w-full min-w-0 rounded-lg border border-control bg-card px-3 text-base text-foreground shadow-xs',
  'placeholder:text-muted transition focus:border-primary-ink focus-visible:outline-offset-0',
  'aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-60',
)

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={clsx(inputClasses, className)} {...props} />
}
