import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { meQueryOptions, useSessionStore } from '../../auth'

// The window and what it reads load only for a customer who must accept a new policy: no first paint needs
// them (docs/decisions/026-react-in-the-browser.md).
const PolicyConsentDialog = lazy(async () => ({
  default: (await import('./policy-consent-dialog')).PolicyConsentDialog,
}))

/**
 * docs/product/consumer-rights.md#consentimiento: when the data-treatment policy changed since the customer
 * accepted it, nothing else can be used until the new one is accepted (PolicyConsentDialog).
 */
export function PolicyConsentGate() {
  const token = useSessionStore((state) => state.token)
  const me = useQuery(meQueryOptions(token))
  if (token === null || me.data?.privacy_policy_pending !== true) return null
  return (
    <Suspense fallback={null}>
      <PolicyConsentDialog />
    </Suspense>
  )
}
