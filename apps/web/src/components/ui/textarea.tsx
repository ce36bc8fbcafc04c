import clsx from 'clsx'
import type { ComponentProps } from 'react'
import { inputClasses } from './input'

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={clsx(inputClasses, 'h-auto py-2.5 leading-relaxed', className)} {...props} />
}
