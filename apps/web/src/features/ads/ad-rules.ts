// docs/product/platform.md#ads: what an ad slot shows, and when the ads script may load.

export type AdSlotKey = 'adsense_ad_slot_sidebar' | 'adsense_ad_slot_in_content'

export type AdBlockState =
  { kind: 'hidden' } | { kind: 'placeholder' } | { kind: 'ad'; publisherId: string; slotId: string }

type Settings = Readonly<Record<string, string | undefined>>

/** 'ca-pub-123…' from what the merchant typed ('pub-123…' or 'ca-pub-123…'), or null if it is not one. */
export function adsensePublisher(settings: Settings): string | null {
  const value = settings.adsense_publisher_id?.trim() ?? ''
  const match = /^(?:ca-)?pub-(\d{10,20})$/.exec(value)
  return match ? `ca-pub-${match[1]}` : null
}

/** Ads disabled: nothing. Enabled without publisher or slot: the placeholder. Otherwise the ad. */
export function adBlockState(settings: Settings, slotKey: AdSlotKey): AdBlockState {
  if (settings.adsense_enabled !== 'true') return { kind: 'hidden' }
  const publisherId = adsensePublisher(settings)
  const slotId = settings[slotKey]?.trim() ?? ''
  if (!publisherId || !/^\d{5,20}$/.test(slotId)) return { kind: 'placeholder' }
  return { kind: 'ad', publisherId, slotId }
}
