import { describe, expect, test } from 'vitest'
import { adBlockState, adsensePublisher } from './ad-rules'

const slot = 'adsense_ad_slot_sidebar'

describe('ad block rule (docs/product/platform.md#ads)', () => {
  test('disabled ads show nothing, whatever else is set', () => {
    expect(adBlockState({}, slot)).toEqual({ kind: 'hidden' })
    expect(
      adBlockState(
        { adsense_enabled: 'false', adsense_publisher_id: 'ca-pub-1234567890123456', [slot]: '1234567890' },
        slot,
      ),
    ).toEqual({ kind: 'hidden' })
  })

  test('enabled without publisher or slot shows the placeholder', () => {
    expect(adBlockState({ adsense_enabled: 'true' }, slot)).toEqual({ kind: 'placeholder' })
    expect(
      adBlockState({ adsense_enabled: 'true', adsense_publisher_id: 'ca-pub-1234567890123456' }, slot),
    ).toEqual({ kind: 'placeholder' })
    expect(adBlockState({ adsense_enabled: 'true', [slot]: '1234567890' }, slot)).toEqual({
      kind: 'placeholder',
    })
  })

  test('enabled with publisher and slot shows the ad', () => {
    expect(
      adBlockState(
        { adsense_enabled: 'true', adsense_publisher_id: 'pub-1234567890123456', [slot]: ' 1234567890 ' },
        slot,
      ),
    ).toEqual({ kind: 'ad', publisherId: 'ca-pub-1234567890123456', slotId: '1234567890' })
  })

  test('a publisher id that is not an AdSense id is ignored', () => {
    expect(adsensePublisher({ adsense_publisher_id: '"><script>' })).toBeNull()
  })
})
