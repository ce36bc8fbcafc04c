import type { SettingKey } from '@vitrina/core/schemas/settings'
import { CLAIM_DEFAULTS } from '@vitrina/core/store-claims'

// Every public setting of docs/product/settings.md#setting-keys for the demo store (a shop in El Poblado,
// Medellín). Typed as a full record so a key added to SETTING_RULES fails the typecheck until it gets a demo
// value.
export const DEMO_SETTINGS: Readonly<Record<SettingKey, string>> = {
  favicon_url: '',
  store_name: 'Vitrina',
  store_slogan: 'Tu tienda de confianza',
  // No video ships with the demo and the store may run offline, so the hero stays hidden
  // (docs/product/content.md#hero-video).
  hero_video_url: '',
  // The demo opens with the welcome block instead (docs/product/content.md#home-welcome).
  home_welcome_enabled: 'true',
  admin_title: 'Vitrina Admin',
  adsense_enabled: 'false',
  adsense_publisher_id: '',
  adsense_ad_slot_in_content: '',
  adsense_ad_slot_sidebar: '',
  social_facebook_url: 'https://www.facebook.com/vitrina.co',
  social_instagram_url: 'https://www.instagram.com/vitrina.co',
  social_tiktok_url: 'https://www.tiktok.com/@vitrina.co',
  social_youtube_url: 'https://www.youtube.com/@vitrinaco',
  social_twitter_url: 'https://x.com/vitrina_co',
  // The default theme of docs/product/settings.md#theme.
  theme_background_color: '#F8FAFC',
  theme_text_color: '#0F172A',
  theme_card_color: '#FFFFFF',
  theme_primary_color: '#2563EB',
  theme_accent_color: '#F59E0B',
  theme_border_color: '#E2E8F0',
  announcement_banner_enabled: 'true',
  announcement_banner_text:
    'Envío gratis por compras superiores a $250.000 · Hasta 30 % de descuento en vestidos y jeans',
  announcement_banner_link: '/tienda',
  announcement_banner_bg_color: '#EF4444',
  announcement_banner_text_color: '#FFFFFF',
  announcement_banner_font_family: 'inherit',
  tax_enabled: 'true',
  tax_rate: '0.19',
  // IVA reducido, Estatuto Tributario art. 468-1 (docs/product/cart-and-totals.md#iva-by-product).
  tax_rate_reduced: '0.05',
  // Colombian shelf prices include IVA and end in round hundreds (docs/decisions/016-tax-modes-and-price-rounding.md).
  prices_include_tax: 'true',
  price_rounding: '100',
  // The flat cost is what an address outside every demo zone pays (docs/decisions/017-shipping-zones.md).
  shipping_cost: '12000',
  free_shipping_threshold: '250000',
  shipping_zones_enabled: 'true',
  contact_email: 'hola@vitrina.co',
  contact_phone: '+57 604 444 1234',
  contact_address: 'Calle 10 # 43D-25, El Poblado, Medellín, Antioquia',
  location_latitude: '6.2087',
  location_longitude: '-75.5671',
  google_analytics_id: '',
  // docs/security.md "Stock hoarding": the defaults, written out so staff see them in the settings.
  cod_max_open_orders: '3',
  order_max_units_per_line: '10',
  cod_pending_hours: '72',
  online_max_unpaid_orders: '3',
  unpaid_max_units_per_product: '20',
  online_payment_minutes: '15',
  // docs/product/catalogue.md#low-stock
  low_stock_threshold: '5',
  cod_enabled: 'true',
  return_window_days: '30',
  // Matches the 'Pago contra entrega' text of the demo's shipping page.
  cod_max_total: '1500000',
  cod_departamentos: '',
  // docs/product/consumer-rights.md#promesas-de-la-tienda: the specification's promises, except the figure
  // of countries: the demo ships only inside Colombia, so its About page says so.
  claim_trust_shipping: CLAIM_DEFAULTS.claim_trust_shipping,
  claim_trust_warranty: CLAIM_DEFAULTS.claim_trust_warranty,
  claim_trust_returns: CLAIM_DEFAULTS.claim_trust_returns,
  claim_support: CLAIM_DEFAULTS.claim_support,
  about_stats:
    '15.000+ Clientes felices; 200+ Diseños exclusivos; 32 Departamentos y Bogotá con envío; 98% Valoraciones positivas',
}
