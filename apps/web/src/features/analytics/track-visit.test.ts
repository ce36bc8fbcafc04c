import { describe, expect, test } from 'vitest'
import { json, mockApi } from '../../test/api-mock'
import { trackVisitOncePerSession } from './track-visit'

describe('visit tracking (docs/product/platform.md#visit-tracking)', () => {
  test('records one visit per browser session, even when asked twice at once', async () => {
    const fetch = mockApi()
    await Promise.all([trackVisitOncePerSession(), trackVisitOncePerSession()])
    await trackVisitOncePerSession()

    expect(fetch).toHaveBeenCalledTimes(1)
    expect(sessionStorage.getItem('vitrina-visit-tracked')).toBe('1')
  })

  test('a failure is silent and leaves the flag unset so the next load tries again', async () => {
    mockApi({ 'POST /api/analytics/track-visit': () => json({ message: 'No', code: 'NOT_FOUND' }, 404) })
    await expect(trackVisitOncePerSession()).resolves.toBeUndefined()
    expect(sessionStorage.getItem('vitrina-visit-tracked')).toBeNull()
  })
})
