import clsx from 'clsx'
import type { ComponentProps, ReactNode } from 'react'
import { Spinner } from './spinner'

type Variant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger'
type Size = 'sm' | 'md' | 'lg' | 'icon' | 'wrap'

const variants: Record<Variant, string> = {
  primary: 'bg-primary text-on-primary shadow-sm hover:brightness-110 active:brightness-95',
  secondary: 'bg-accent text-on-accent shadow-sm hover:brightness-105 active:brightness-95',
  outline: 'border border-control bg-card text-foreground hover:bg-foreground/5',
  ghost: 'text-foreground hover:bg-foreground/5',
  danger: 'bg-danger text-white shadow-sm hover:brightness-110',
}

const sizes: Record<Size, string> = {
  sm: 'h-9 gap-1.5 px-3 text-sm whitespace-nowrap',
  md: 'h-11 gap-2 px-4 text-sm whitespace-nowrap',
  lg: 'h-12 gap-2 px-6 text-base whitespace-nowrap',
  icon: 'size-10 justify-center',
  /** For narrow places: the label may wrap onto a second line. */
  wrap: 'min-h-10 gap-2 px-3 py-2 text-center text-sm leading-tight',
}

/** Classes of a button, for links that must look like one. */
export function buttonClasses({ variant = 'primary', size = 'md' }: { variant?: Variant; size?: Size } = {}) {
  return clsx(
    'inline-flex items-center justify-center rounded-lg font-semibold transition',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-progress',
    variants[variant],
    sizes[size],
  )
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: Variant
  size?: Size
  /** While true the button is disabled, announces itself busy and shows `pendingText`. */
  pending?: boolean
  pendingText?: ReactNode
}

export function Button({
  variant,
  size,
  pending = false,
  pendingText,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={clsx(buttonClasses({ variant, size }), className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending && <Spinner />}
      {pending && pendingText ? pendingText : children}
    </button>
  )
}
