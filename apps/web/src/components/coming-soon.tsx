import { Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'
import { EmptyState } from './empty-state'

/** Stands in for a screen whose content arrives in a later release, so the route never looks broken. */
export function ComingSoon({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <EmptyState icon={Sparkles} title="Muy pronto" action={action}>
      {children}
    </EmptyState>
  )
}
