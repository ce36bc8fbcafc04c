import clsx from 'clsx'
import type { ComponentProps } from 'react'
import { Link } from 'react-router'

export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={clsx('rounded font-semibold text-primary-ink underline-offset-4 hover:underline', className)}
      {...props}
    />
  )
}
