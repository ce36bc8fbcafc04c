import clsx from 'clsx'
import type { ComponentProps, ReactNode } from 'react'

/** A checkbox with its label (and an optional line of help) as one large click target. */
export function Checkbox({
  label,
  description,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; description?: ReactNode }) {
  return (
    <label className={clsx('flex cursor-pointer items-start gap-3 text-sm text-foreground', className)}>
      <input type="checkbox" className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary" {...props} />
      <span className="min-w-0 wrap-anywhere">
        <span className="font-medium">{label}</span>
        {description && <span className="block text-xs text-muted">{description}</span>}
      </span>
    </label>
  )
}
