import clsx from 'clsx'

const sizes = { xs: 'size-3', sm: 'size-4', md: 'size-5', lg: 'size-6' }

export function Spinner({ size = 'sm', className }: { size?: keyof typeof sizes; className?: string }) {
  return (
    <svg
      className={clsx('shrink-0 animate-spin', sizes[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}
