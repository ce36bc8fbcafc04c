import { TAX_RATE_REDUCED_DEFAULT } from '@vitrina/core/tax-classes'
import { ORDER_LIMIT_DEFAULTS } from '@vitrina/core/order-limits'
import { SETTING_KEYS, SETTING_RULES, type SettingKey } from '@vitrina/core/schemas/settings'

// docs/product/settings.md#setting-keys: every key, grouped as a merchant thinks of them, with the kind of
// control each needs. Values are text on the wire (docs/product/settings.md#setting-entity); the form shows
// the tax rate as a percent.

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'url'
  | 'email'
  | 'color'
  | 'flag'
  | 'pesos'
  | 'percent'
  | 'coordinate'
  | 'rounding'
  | 'count'

export type SettingField = { key: SettingKey; label: string; kind: FieldKind; hint?: string }

export type SettingGroup = {
  id: string
  title: string
  description: string
  fields: SettingField[]
}

export const THEME_FIELDS = [
  {
    key: 'theme_primary_color',
    label: 'Color principal',
    kind: 'color',
    hint: 'Botones, enlaces y detalles.',
  },
  {
    key: 'theme_accent_color',
    label: 'Color de acento',
    kind: 'color',
    hint: 'Etiquetas y llamadas de atención.',
  },
  { key: 'theme_background_color', label: 'Fondo de la página', kind: 'color' },
  { key: 'theme_card_color', label: 'Fondo de tarjetas', kind: 'color' },
  { key: 'theme_text_color', label: 'Color del texto', kind: 'color' },
  { key: 'theme_border_color', label: 'Color de bordes', kind: 'color' },
] as const satisfies readonly SettingField[]

export const SETTING_GROUPS: SettingGroup[] = [
  {
    id: 'tienda',
    title: 'Tienda',
    description: 'El nombre y la presentación de la tienda.',
    fields: [
      { key: 'store_name', label: 'Nombre de la tienda', kind: 'text' },
      {
        key: 'store_slogan',
        label: 'Eslogan',
        kind: 'text',
        hint: 'Aparece en la portada y en los buscadores.',
      },
      {
        key: 'admin_title',
        label: 'Título del panel de administración',
        kind: 'text',
        hint: 'Si lo dejas vacío se usa el nombre de la tienda seguido de «Admin».',
      },
      {
        key: 'favicon_url',
        label: 'Icono de la pestaña (favicon)',
        kind: 'url',
        hint: 'Enlace a una imagen PNG, ICO o SVG.',
      },
      {
        key: 'hero_video_url',
        label: 'Video de portada',
        kind: 'url',
        hint: 'Enlace a un video MP4 o WebM que se reproduce en silencio al abrir la portada. Vacío: la portada no muestra video.',
      },
      {
        key: 'home_welcome_enabled',
        label: 'Mostrar la bienvenida en la portada',
        kind: 'flag',
        hint: 'Un bloque con el nombre, el eslogan y algunos productos destacados en la portada, debajo del video si hay uno.',
      },
    ],
  },
  {
    id: 'apariencia',
    title: 'Apariencia',
    description: 'Los colores de la tienda. Elige un tema o ajusta cada color y mira la vista previa.',
    fields: [...THEME_FIELDS],
  },
  {
    id: 'anuncio',
    title: 'Banner de anuncios',
    description: 'Una franja con texto en movimiento en la página de inicio.',
    fields: [
      { key: 'announcement_banner_enabled', label: 'Mostrar el banner', kind: 'flag' },
      { key: 'announcement_banner_text', label: 'Texto del anuncio', kind: 'textarea' },
      {
        key: 'announcement_banner_link',
        label: 'Enlace (opcional)',
        kind: 'url',
        hint: 'Una página de la tienda como /tienda o un enlace completo.',
      },
      { key: 'announcement_banner_bg_color', label: 'Color de fondo', kind: 'color' },
      { key: 'announcement_banner_text_color', label: 'Color del texto', kind: 'color' },
      {
        key: 'announcement_banner_font_family',
        label: 'Tipo de letra',
        kind: 'text',
        hint: 'Por ejemplo inherit (el de la tienda), Georgia, serif o monospace.',
      },
    ],
  },
  {
    id: 'redes',
    title: 'Redes sociales',
    description: 'Cada icono aparece en el pie de página solo si tiene enlace.',
    fields: [
      { key: 'social_facebook_url', label: 'Facebook', kind: 'url' },
      { key: 'social_instagram_url', label: 'Instagram', kind: 'url' },
      { key: 'social_tiktok_url', label: 'TikTok', kind: 'url' },
      { key: 'social_youtube_url', label: 'YouTube', kind: 'url' },
      { key: 'social_twitter_url', label: 'X (Twitter)', kind: 'url' },
    ],
  },
  {
    id: 'anuncios',
    title: 'Publicidad y analítica',
    description: 'Google AdSense y Google Analytics. Nunca se cargan en el pago, la cuenta ni el panel.',
    fields: [
      { key: 'adsense_enabled', label: 'Activar anuncios de AdSense', kind: 'flag' },
      {
        key: 'adsense_publisher_id',
        label: 'ID de editor de AdSense',
        kind: 'text',
        hint: 'Con la forma ca-pub-0000000000000000.',
      },
      { key: 'adsense_ad_slot_in_content', label: 'Bloque de anuncios en el contenido', kind: 'text' },
      { key: 'adsense_ad_slot_sidebar', label: 'Bloque de anuncios lateral', kind: 'text' },
      {
        key: 'google_analytics_id',
        label: 'ID de Google Analytics',
        kind: 'text',
        hint: 'Con la forma G-XXXXXXX.',
      },
    ],
  },
  {
    id: 'contacto',
    title: 'Contacto y ubicación',
    description: 'Los datos de la página de contacto y el punto del mapa.',
    fields: [
      { key: 'contact_email', label: 'Correo de contacto', kind: 'email' },
      { key: 'contact_phone', label: 'Teléfono', kind: 'text' },
      { key: 'contact_address', label: 'Dirección', kind: 'text' },
      {
        key: 'location_latitude',
        label: 'Latitud',
        kind: 'coordinate',
        hint: 'Por ejemplo 6.2442. Con 0 el mapa no se muestra.',
      },
      {
        key: 'location_longitude',
        label: 'Longitud',
        kind: 'coordinate',
        hint: 'Por ejemplo -75.5812. Con 0 el mapa no se muestra.',
      },
    ],
  },
  {
    id: 'impuestos',
    title: 'Impuestos, precios y envío',
    description: 'Cómo se calculan el IVA, los precios con descuento y el envío del carrito y del pedido.',
    fields: [
      { key: 'tax_enabled', label: 'Cobrar IVA', kind: 'flag' },
      { key: 'tax_rate', label: 'Tarifa de IVA (%)', kind: 'percent', hint: 'Por ejemplo 19 para el 19 %.' },
      {
        key: 'tax_rate_reduced',
        label: 'Tarifa de IVA reducida (%)',
        kind: 'percent',
        hint: 'La de los productos de clase «Reducido», como el café o el chocolate de mesa (Estatuto Tributario art. 468-1): 5 %.',
      },
      {
        key: 'prices_include_tax',
        label: 'Los precios ya incluyen el IVA',
        kind: 'flag',
        hint: 'En Colombia el precio de vitrina es el que se paga: el IVA va incluido y el resumen lo muestra aparte, sin sumarlo. Desactívalo solo si tus precios son antes de IVA.',
      },
      {
        key: 'price_rounding',
        label: 'Redondear los precios calculados a',
        kind: 'rounding',
        hint: 'Los descuentos por porcentaje terminan como un precio de vitrina ($ 38.900 y no $ 38.935). Los precios que escribes nunca cambian.',
      },
      {
        key: 'shipping_cost',
        label: 'Costo de envío (pesos)',
        kind: 'pesos',
        hint: 'Lo paga una dirección que no está en ninguna zona de envío.',
      },
      {
        key: 'free_shipping_threshold',
        label: 'Envío gratis desde (pesos)',
        kind: 'pesos',
        hint: 'Un pedido con este subtotal o más no paga envío (salvo que su zona tenga su propio monto).',
      },
      {
        key: 'shipping_zones_enabled',
        label: 'Cobrar el envío por zonas',
        kind: 'flag',
        hint: 'Las zonas se editan en Envíos. Si lo desactivas, todas las direcciones pagan el costo de arriba y las zonas se conservan.',
      },
    ],
  },
  {
    id: 'limites',
    title: 'Límites de pedidos',
    description:
      'Evitan que una sola cuenta aparte las últimas unidades con pedidos que nunca se pagan ni se confirman.',
    fields: [
      {
        key: 'order_max_units_per_line',
        label: 'Unidades máximas de un producto por pedido',
        kind: 'count',
        hint: 'Entre 1 y 999. Por defecto, 10.',
      },
      {
        key: 'cod_max_open_orders',
        label: 'Pedidos contra entrega por confirmar por cliente',
        kind: 'count',
        hint: 'Entre 1 y 100.000. Por defecto, 3.',
      },
      {
        key: 'cod_pending_hours',
        label: 'Horas para confirmar un pedido contra entrega',
        kind: 'count',
        hint: 'Pasado ese tiempo sin confirmar, el pedido se cancela, el stock vuelve y se avisa al cliente. Por defecto, 72.',
      },
      {
        key: 'online_max_unpaid_orders',
        label: 'Pedidos sin pagar con PayPal o Wompi por cliente',
        kind: 'count',
        hint: 'Entre 1 y 100.000. Por defecto, 3.',
      },
      {
        key: 'unpaid_max_units_per_product',
        label: 'Unidades de un producto que un cliente puede apartar',
        kind: 'count',
        hint: 'Suma las unidades de sus pedidos sin pagar y contra entrega por confirmar. Entre 1 y 100.000. Por defecto, 20.',
      },
      {
        key: 'online_payment_minutes',
        label: 'Minutos para pagar con PayPal o Wompi',
        kind: 'count',
        hint: 'El cliente ve hasta qué hora tiene para pagar; después el pedido se cancela y el stock vuelve a la tienda. Entre 5 y 180. Por defecto, 15.',
      },
      {
        key: 'low_stock_threshold',
        label: 'Aviso de stock bajo (unidades)',
        kind: 'count',
        hint: 'Una variante con esta cantidad o menos, sin estar agotada, muestra «Stock bajo» en la tienda y en el panel. Entre 0 y 999; con 0 no se muestra nunca. Por defecto, 5.',
      },
      {
        // docs/product/returns.md#window
        key: 'return_window_days',
        label: 'Días para pedir una devolución',
        kind: 'count',
        hint: 'Contados desde la entrega; la página de cada producto promete este plazo. Entre 1 y 365. Por defecto, 30.',
      },
    ],
  },
  {
    // docs/product/consumer-rights.md#promesas-de-la-tienda
    id: 'promesas',
    title: 'Promesas de la tienda',
    description:
      'Lo que la tienda promete a sus clientes: debe ser cierto (Ley 1480 de 2011). Deja un campo vacío para no mostrar esa promesa.',
    fields: [
      { key: 'claim_trust_shipping', label: 'Promesa de envío (página de producto e inicio)', kind: 'text' },
      { key: 'claim_trust_warranty', label: 'Promesa de garantía', kind: 'text' },
      { key: 'claim_trust_returns', label: 'Promesa de devoluciones', kind: 'text' },
      { key: 'claim_support', label: 'Promesa de atención al cliente', kind: 'text' },
      {
        key: 'about_stats',
        label: 'Cifras de «Sobre nosotros»',
        kind: 'textarea',
        hint: 'Cifra y texto separados por punto y coma, por ejemplo: 500+ Clientes felices; 32 Departamentos con envío.',
      },
    ],
  },
  {
    id: 'contra-entrega',
    title: 'Pago contra entrega',
    description: 'Cuándo y dónde ofreces pagar en efectivo al recibir el pedido.',
    fields: [
      { key: 'cod_enabled', label: 'Ofrecer pago contra entrega', kind: 'flag' },
      {
        key: 'cod_max_total',
        label: 'Total máximo de un pedido contra entrega',
        kind: 'pesos',
        hint: 'Vacío: sin límite. Por encima de este total el cliente debe pagar en línea.',
      },
      {
        key: 'cod_departamentos',
        label: 'Departamentos con pago contra entrega',
        kind: 'text',
        hint: 'Separados por punto y coma, por ejemplo: Antioquia; Bogotá D.C. Vacío: toda Colombia.',
      },
    ],
  },
]

export type SettingsValues = Record<SettingKey, string>

const PERCENT_MESSAGE = 'Debe ser un porcentaje entre 0 y 100, con hasta 2 decimales, por ejemplo 19.'

/** '0.19' -> '19' (what the merchant reads). */
export function fractionToPercent(fraction: string): string {
  const n = Number(fraction)
  if (!Number.isFinite(n)) return fraction
  return String(Math.round(n * 10_000) / 100)
}

/** '19' -> '0.19' (what the server stores), or null when it is not a percent. */
export function percentToFraction(percent: string): string | null {
  const text = percent.trim().replace(',', '.')
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || Number(text) > 100) return null
  return String(Math.round(Number(text) * 100) / 10_000)
}

/**
 * What the screen proposes for a store that never set these keys (docs/product/platform.md#one-process):
 * Colombian shelf prices include IVA and computed prices end in round hundreds. Proposed, not stored: the
 * merchant saves them.
 */
export const NEW_STORE_SUGGESTIONS: Partial<SettingsValues> = {
  prices_include_tax: 'true',
  price_rounding: '100',
}

/** The suggestions for the keys this store never set. */
export function suggestedValues(settings: Readonly<Record<string, string>>): Partial<SettingsValues> {
  return Object.fromEntries(
    Object.entries(NEW_STORE_SUGGESTIONS).filter(([key]) => settings[key] === undefined),
  ) as Partial<SettingsValues>
}

const kindOf = new Map(
  SETTING_GROUPS.flatMap((group) => group.fields.map((field) => [field.key, field.kind])),
)

/**
 * What a key never set means: a switch is off (zones are the exception: on until switched off), a map point
 * of 0 hides the map (docs/product/content.md#contact-map), and computed prices keep whole pesos.
 */
const EMPTY_VALUES: Partial<Record<FieldKind, string>> = { flag: 'false', coordinate: '0', rounding: '1' }

/** The form's values from the settings map (stored values over the spec's defaults), the tax rate as a percent. */
export function toFormValues(settings: Readonly<Record<string, string>>): SettingsValues {
  const values = Object.fromEntries(
    SETTING_KEYS.map((key) => [
      key,
      settings[key] ||
        (Object.hasOwn(ORDER_LIMIT_DEFAULTS, key)
          ? String(ORDER_LIMIT_DEFAULTS[key as keyof typeof ORDER_LIMIT_DEFAULTS])
          : EMPTY_VALUES[kindOf.get(key)!]) ||
        '',
    ]),
  ) as SettingsValues
  values.tax_rate = fractionToPercent(values.tax_rate || '0')
  values.tax_rate_reduced = fractionToPercent(values.tax_rate_reduced || String(TAX_RATE_REDUCED_DEFAULT))
  values.shipping_zones_enabled = settings.shipping_zones_enabled === 'false' ? 'false' : 'true'
  return values
}

/** One value as the server stores it, or the Spanish reason it is refused (the rules of packages/core). */
export function storedValue(key: SettingKey, formValue: string): { value: string } | { error: string } {
  const value =
    key === 'tax_rate' || key === 'tax_rate_reduced' ? percentToFraction(formValue) : formValue.trim()
  if (value === null) return { error: PERCENT_MESSAGE }
  const result = SETTING_RULES[key].safeParse(value)
  return result.success ? { value } : { error: result.error.issues[0]?.message ?? 'Valor inválido.' }
}
