import clsx from 'clsx'
import { ChevronDown } from 'lucide-react'
import type { ComponentProps } from 'react'
import { inputClasses } from './input'

/** A native select drawn like the inputs; `className` sizes the whole control. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={clsx('relative', className)}>
      <select className={clsx(inputClasses, 'appearance-none pr-10')} {...props}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
    </div>
  )
}
