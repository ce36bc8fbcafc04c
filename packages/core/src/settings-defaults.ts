import { STORE_DEFAULT_NAME, STORE_DEFAULT_SLOGAN } from './constants'
import { LOW_STOCK_DEFAULT } from './low-stock'
import { RETURN_WINDOW_DEFAULT } from './return-window'
import { CLAIM_DEFAULTS } from './store-claims'
import type { Setting, SettingKey } from './schemas/settings'

// The defaults and the key/value view of the public settings live apart from the zod rules: the storefront needs them
// on its first screen, and pulling the validation rules in would add zod to every shopper's first download.

/** Defaults used when a key is absent (docs/product/settings.md#setting-defaults). */
export const SETTING_DEFAULTS: Partial<Record<SettingKey, string>> = {
  store_name: STORE_DEFAULT_NAME,
  store_slogan: STORE_DEFAULT_SLOGAN,
  home_welcome_enabled: 'true',
  theme_primary_color: '#2563EB',
  theme_accent_color: '#F59E0B',
  theme_background_color: '#F8FAFC',
  theme_card_color: '#FFFFFF',
  theme_text_color: '#0F172A',
  theme_border_color: '#E2E8F0',
  announcement_banner_bg_color: '#EF4444',
  announcement_banner_text_color: '#FFFFFF',
  announcement_banner_font_family: 'inherit',
  free_shipping_threshold: '999999999',
  shipping_cost: '0',
  tax_rate: '0',
  tax_rate_reduced: '0.05',
  tax_enabled: 'false',
  low_stock_threshold: String(LOW_STOCK_DEFAULT),
  cod_enabled: 'true',
  return_window_days: String(RETURN_WINDOW_DEFAULT),
  ...CLAIM_DEFAULTS,
}

/** Settings as a key/value map, with defaults for the missing keys. */
export function settingsMap(list: readonly Setting[]): Record<string, string> {
  const map: Record<string, string> = { ...SETTING_DEFAULTS }
  for (const { setting_key, setting_value } of list) map[setting_key] = setting_value
  return map
}
