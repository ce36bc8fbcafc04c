import { describe, expect, test } from 'vitest'
import { analyticsId } from './use-analytics-script'

describe('analytics id (docs/product/platform.md#analytics)', () => {
  test('only a measurement id loads the script', () => {
    expect(analyticsId({ google_analytics_id: ' g-abc123xyz ' })).toBe('G-ABC123XYZ')
    expect(analyticsId({ google_analytics_id: 'javascript:alert(1)' })).toBeNull()
    expect(analyticsId({})).toBeNull()
  })
})
