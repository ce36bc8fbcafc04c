import { z } from 'zod'
import { findDepartamento } from '../departamentos'
import { PRICE_ROUNDING_STEPS } from '../discount'
import { LOW_STOCK_RANGE } from '../low-stock'
import { ORDER_LIMIT_RANGES } from '../order-limits'
import { RETURN_WINDOW_RANGE } from '../return-window'

const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Debe ser un color hexadecimal como #2563EB.')
// Links that leave the store are https only, without credentials (docs/security.md "Settings").
const httpsUrl = z
  .string()
  .max(2000, 'El enlace es demasiado largo.')
  .refine((v) => {
    try {
      const url = new URL(v)
      return url.protocol === 'https:' && !url.username && !url.password
    } catch {
      return false
    }
  }, 'Debe ser un enlace que empiece por https://.')
// A link may also be a path inside the store, like /tienda (never '//host', which leaves the store).
const linkOrPath = z.union([z.string().regex(/^\/(?!\/)[\w\-./?=&%#]*$/, 'Enlace inválido.'), httpsUrl])
const wholeNumber = ([min, max]: readonly [number, number]) =>
  z
    .string()
    .refine(
      (v) => /^\d{1,6}$/.test(v) && Number(v) >= min && Number(v) <= max,
      `Debe ser un número entero entre ${min} y ${max}.`,
    )
const optional = <T extends z.ZodType<string>>(schema: T) => z.union([z.literal(''), schema])
/** An IVA rate as settings keep it: a fraction between 0 and 1 with up to four decimals ('0.19'). */
const taxFraction = (message: string) =>
  z.string().refine((v) => /^(0(\.\d{1,4})?|1(\.0{1,4})?)$/.test(v), message)

const flag = z.enum(['true', 'false'], { error: "Debe ser 'true' o 'false'." })
const text = (max: number) =>
  z
    .string()
    .max(max, `Máximo ${max} caracteres.`)
    .refine((v) => !/[<>]/.test(v), 'No se permiten los caracteres < y >.')
const pesos = z.string().regex(/^\d{1,12}$/, 'Debe ser un número entero de pesos, sin puntos ni decimales.')
const coordinate = (limit: number) =>
  z
    .string()
    .refine((v) => /^-?\d{1,3}(\.\d+)?$/.test(v) && Math.abs(Number(v)) <= limit, 'Coordenada inválida.')

/**
 * Every public setting of docs/product/settings.md#setting-keys with the rule its value must follow. Secrets
 * never live here (docs/product/settings.md#settings-api): they come from the environment.
 */
export const SETTING_RULES = {
  favicon_url: optional(linkOrPath),
  store_name: text(80).pipe(z.string().trim().min(1, 'El nombre de la tienda es obligatorio.')),
  store_slogan: text(160),
  hero_video_url: optional(linkOrPath),
  // docs/product/content.md#home-welcome: the home's welcome block, apart from the video hero.
  home_welcome_enabled: flag,
  admin_title: text(80),
  adsense_enabled: flag,
  adsense_publisher_id: optional(
    z.string().regex(/^ca-pub-\d{10,20}$/, 'Debe tener la forma ca-pub-0000000000000000.'),
  ),
  adsense_ad_slot_in_content: optional(
    z.string().regex(/^\d{4,20}$/, 'Debe ser el número del bloque de anuncios.'),
  ),
  adsense_ad_slot_sidebar: optional(
    z.string().regex(/^\d{4,20}$/, 'Debe ser el número del bloque de anuncios.'),
  ),
  social_facebook_url: optional(httpsUrl),
  social_instagram_url: optional(httpsUrl),
  social_tiktok_url: optional(httpsUrl),
  social_youtube_url: optional(httpsUrl),
  social_twitter_url: optional(httpsUrl),
  theme_background_color: color,
  theme_text_color: color,
  theme_card_color: color,
  theme_primary_color: color,
  theme_accent_color: color,
  theme_border_color: color,
  announcement_banner_enabled: flag,
  announcement_banner_text: text(300),
  announcement_banner_link: optional(linkOrPath),
  announcement_banner_bg_color: color,
  announcement_banner_text_color: color,
  announcement_banner_font_family: z
    .string()
    .max(120)
    .regex(/^[\w\s,'"-]+$/, 'Familia de fuente inválida.'),
  tax_enabled: flag,
  tax_rate: taxFraction('Debe ser una fracción entre 0 y 1, por ejemplo 0.19.'),
  // docs/decisions/030-iva-by-product.md: the rate of products of class 'reducido' (art. 468-1, 5%).
  tax_rate_reduced: taxFraction('Debe ser una fracción entre 0 y 1, por ejemplo 0.05.'),
  // docs/product/platform.md#one-process: 'true' means shelf prices include IVA
  // (docs/decisions/016-tax-modes-and-price-rounding.md).
  prices_include_tax: flag,
  price_rounding: z.enum(PRICE_ROUNDING_STEPS.map(String) as [string, ...string[]], {
    error: `Debe ser uno de estos pasos en pesos: ${PRICE_ROUNDING_STEPS.join(', ')}.`,
  }),
  shipping_cost: pesos,
  free_shipping_threshold: pesos,
  // docs/product/platform.md#one-process: 'false' switches shipping zones off without deleting them
  // (docs/decisions/017-shipping-zones.md).
  shipping_zones_enabled: flag,
  contact_email: optional(z.email('Correo electrónico inválido.')),
  contact_phone: text(40),
  contact_address: text(200),
  location_latitude: coordinate(90),
  location_longitude: coordinate(180),
  google_analytics_id: optional(z.string().regex(/^G-[A-Z0-9]{4,12}$/, 'Debe tener la forma G-XXXXXXX.')),
  cod_max_open_orders: wholeNumber(ORDER_LIMIT_RANGES.cod_max_open_orders),
  order_max_units_per_line: wholeNumber(ORDER_LIMIT_RANGES.order_max_units_per_line),
  cod_pending_hours: wholeNumber(ORDER_LIMIT_RANGES.cod_pending_hours),
  // docs/security.md "Stock hoarding": unpaid online orders and the units open orders may hold.
  online_max_unpaid_orders: wholeNumber(ORDER_LIMIT_RANGES.online_max_unpaid_orders),
  unpaid_max_units_per_product: wholeNumber(ORDER_LIMIT_RANGES.unpaid_max_units_per_product),
  online_payment_minutes: wholeNumber(ORDER_LIMIT_RANGES.online_payment_minutes),
  // docs/product/catalogue.md#low-stock
  low_stock_threshold: wholeNumber(LOW_STOCK_RANGE),
  // docs/product/checkout-and-payments.md#cod-settings: on/off, the largest total ('' for none) and the
  // departamentos ('' for all), separated by ';'.
  cod_enabled: flag,
  // docs/product/returns.md#window: the days after delivery a customer may ask for a return.
  return_window_days: wholeNumber(RETURN_WINDOW_RANGE),
  cod_max_total: optional(pesos),
  // docs/product/consumer-rights.md#promesas-de-la-tienda: the store's promises, empty to hide one.
  claim_trust_shipping: text(60),
  claim_trust_warranty: text(60),
  claim_trust_returns: text(60),
  claim_support: text(160),
  about_stats: text(400),
  cod_departamentos: z
    .string()
    .max(2000)
    .refine(
      (v) => v === '' || v.split(';').every((name) => findDepartamento(name) !== undefined),
      'Usa nombres de departamentos de Colombia separados por punto y coma (;).',
    ),
} satisfies Record<string, z.ZodType<string>>

export type SettingKey = keyof typeof SETTING_RULES
export const SETTING_KEYS = Object.keys(SETTING_RULES) as SettingKey[]

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTING_RULES, key)
}

export const settingSchema = z.object({ setting_key: z.string(), setting_value: z.string() })
export type Setting = z.infer<typeof settingSchema>
export const settingsListSchema = z.array(settingSchema)

export const settingsUpdateSchema = z
  .array(
    z.strictObject({
      setting_key: z.string().max(100),
      setting_value: z.string({ error: 'El valor debe ser texto.' }).max(5000),
    }),
  )
  .min(1, 'Envía al menos un ajuste.')
  .max(SETTING_KEYS.length, 'Demasiados ajustes.')
  .superRefine((items, ctx) => {
    const seen = new Set<string>()
    items.forEach((item, index) => {
      if (!isSettingKey(item.setting_key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'setting_key'],
          message: `Ajuste desconocido: ${item.setting_key}.`,
        })
        return
      }
      if (seen.has(item.setting_key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'setting_key'],
          message: `Ajuste repetido: ${item.setting_key}.`,
        })
      }
      seen.add(item.setting_key)
      const result = SETTING_RULES[item.setting_key].safeParse(item.setting_value)
      if (!result.success) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'setting_value'],
          message: `${item.setting_key}: ${result.error.issues[0]?.message ?? 'Valor inválido.'}`,
        })
      }
    })
  })
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>

/** Theme presets of docs/product/settings.md#theme-presets (the colour values are our own choice). */
export const THEME_PRESETS = [
  {
    name: 'Bosque Oscuro',
    primary: '#166534',
    accent: '#CA8A04',
    background: '#0F1A14',
    card: '#16241C',
    text: '#E7F0EA',
    border: '#29402F',
  },
  {
    name: 'Cielo de Verano',
    primary: '#0284C7',
    accent: '#F97316',
    background: '#F0F9FF',
    card: '#FFFFFF',
    text: '#0C1E2E',
    border: '#BAE6FD',
  },
  {
    name: 'Puesta de Sol',
    primary: '#C2410C',
    accent: '#DB2777',
    background: '#FFF7ED',
    card: '#FFFFFF',
    text: '#2A1408',
    border: '#FED7AA',
  },
  {
    name: 'Elegancia Púrpura',
    primary: '#7C3AED',
    accent: '#D97706',
    background: '#FAF5FF',
    card: '#FFFFFF',
    text: '#1E1033',
    border: '#E9D5FF',
  },
  {
    name: 'Minimalista',
    primary: '#18181B',
    accent: '#71717A',
    background: '#FAFAFA',
    card: '#FFFFFF',
    text: '#18181B',
    border: '#E4E4E7',
  },
] as const
