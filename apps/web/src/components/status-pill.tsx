import clsx from 'clsx'
import type { ReactNode } from 'react'

export type PillTone = 'neutral' | 'info' | 'warning' | 'success' | 'danger'

// The text stays in the theme's text colour (its contrast is guaranteed on any merchant palette and on
// light tints); the tone shows in the dot, the border and a faint fill, and only repeats what the text says.
const tones: Record<PillTone, { pill: string; dot: string }> = {
  neutral: { pill: 'border-control/50 bg-foreground/5', dot: 'bg-muted' },
  info: { pill: 'border-primary/40 bg-primary/5', dot: 'bg-primary' },
  warning: { pill: 'border-accent bg-accent/10', dot: 'bg-accent' },
  success: { pill: 'border-success/40 bg-success/5', dot: 'bg-success' },
  danger: { pill: 'border-danger/40 bg-danger/5', dot: 'bg-danger' },
}

/** A status label with a coloured dot. */
export function StatusPill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-foreground',
        tones[tone].pill,
      )}
    >
      <span aria-hidden="true" className={clsx('size-2 rounded-full', tones[tone].dot)} />
      {children}
    </span>
  )
}
