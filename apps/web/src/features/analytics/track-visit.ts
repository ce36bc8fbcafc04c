import { api } from '../../lib/api-client'

const VISIT_FLAG = 'vitrina-visit-tracked'
let inFlight: Promise<void> | null = null

/**
 * docs/product/platform.md#visit-tracking: one visit per browser session; the flag is stored only once it is
 * recorded.
 */
export function trackVisitOncePerSession(): Promise<void> {
  if (sessionStorage.getItem(VISIT_FLAG)) return Promise.resolve()
  // Two mounts in a row (React's strict mode, a quick remount) must not count the visit twice.
  inFlight ??= api
    .post('/analytics/track-visit')
    .then(() => sessionStorage.setItem(VISIT_FLAG, '1'))
    .catch(() => {
      // Analytics must never disturb shopping; the next page load tries again.
    })
    .finally(() => {
      inFlight = null
    })
  return inFlight
}
