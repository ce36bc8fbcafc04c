import clsx from 'clsx'
import { CircleAlert, CircleCheck, Info } from 'lucide-react'
import type { ReactNode } from 'react'

type Tone = 'error' | 'success' | 'info'

const tones: Record<Tone, { className: string; Icon: typeof Info }> = {
  error: { className: 'border-danger/30 bg-danger/8 text-danger', Icon: CircleAlert },
  success: { className: 'border-success/30 bg-success/8 text-success', Icon: CircleCheck },
  info: { className: 'border-primary-ink/25 bg-primary/8 text-foreground', Icon: Info },
}

/** A message block; errors interrupt screen readers, other tones are announced politely. */
export function Alert({
  tone = 'info',
  children,
  className,
}: {
  tone?: Tone
  children: ReactNode
  className?: string
}) {
  const { className: toneClass, Icon } = tones[tone]
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx('flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm', toneClass, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  )
}
