import { ORDER_NUMBER_LENGTH } from './constants'
import { slugify } from './slug'

/**
 * A formatter built on its first use, then kept. Built when the module loaded, the three date formatters
 * (they load time-zone data) cost every storefront page about 50 ms of a phone's boot (Lighthouse's 4x
 * slower CPU) on screens that show no date.
 */
function once<T>(build: () => T): () => T {
  let value: T | undefined
  return () => (value ??= build())
}

const copFormatter = once(
  () =>
    new Intl.NumberFormat('es-CO', {
      style: 'currency',
      currency: 'COP',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }),
)

/**
 * Whole pesos in es-CO format with no decimals, e.g. "$ 129.900" (a no-break space after the sign), written
 * by hand for whole numbers: the first Intl formatter of a page loads the locale's data, about 200 ms of a
 * phone's boot (Lighthouse's 4x slower CPU) spent on the first price of every store page. The result is
 * Intl's to the character (format.test.ts compares them); what is not a safe whole number goes to Intl.
 */
export function formatCOP(pesos: number): string {
  const rounded = Math.round(pesos)
  if (!Number.isSafeInteger(rounded) || Object.is(rounded, -0)) return copFormatter().format(rounded)
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+$)/g, '.')
  return `${rounded < 0 ? '-' : ''}$\u00a0${digits}`
}

const percentFormatter = once(() => new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 }))

/**
 * A rate as a percentage, '19%' and '12,5%', as Colombian receipts write it. Formatters are built once:
 * toLocaleString builds one per call, a measurable share of an order's CPU.
 */
export function formatPercent(rate: number): string {
  return `${percentFormatter().format(rate * 100)}%`
}

const usdFormatter = once(
  () => new Intl.NumberFormat('es-CO', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
)

/** 'US$ 30,12' as a Colombian shopper reads dollars. */
export function formatUSD(amount: string | number): string {
  return `US$ ${usdFormatter().format(Number(amount))}`
}

const ratingFormatter = once(
  () => new Intl.NumberFormat('es-CO', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
)

/**
 * An average rating with one decimal in es-CO, e.g. "4,5", written by hand below 1.000 (no thousands
 * separator) like formatCOP, for the same reason: a product page's first Intl formatter loads the locale's
 * data on a phone's boot. Rounded half away from zero on the number's shortest decimal form, as Intl does
 * (4.35 gives "4,4"); format.test.ts compares them.
 */
export function formatRating(value: number): string {
  const tenths = Math.round(Number(`${value}e1`))
  if (!(value >= 0 && tenths < 10_000) || Object.is(value, -0)) return ratingFormatter().format(value)
  return `${Math.floor(tenths / 10)},${tenths % 10}`
}

const dateFormatter = once(
  () =>
    new Intl.DateTimeFormat('es-CO', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'America/Bogota',
    }),
)

const dateTimeFormatter = once(
  () =>
    new Intl.DateTimeFormat('es-CO', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/Bogota',
    }),
)

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
]
// Bogotá has kept UTC-5 all year since its last daylight saving time ended in 1993.
const BOGOTA_OFFSET_MS = 5 * 60 * 60 * 1000
const FIXED_OFFSET_FROM = Date.UTC(1994, 0, 1)

/**
 * A date in es-CO, Bogotá time, e.g. "21 de noviembre de 2026": written by hand since 1994, Intl's text to
 * the character (format.test.ts), because the first date formatter of a page loads the locale's data and
 * the time zones, a slice of a phone's boot on the product page (reviews) and the home (future products).
 */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value
  if (!(date.getTime() >= FIXED_OFFSET_FROM)) return dateFormatter().format(date)
  const bogota = new Date(date.getTime() - BOGOTA_OFFSET_MS)
  return `${bogota.getUTCDate()} de ${MONTHS[bogota.getUTCMonth()]} de ${bogota.getUTCFullYear()}`
}

export function formatDateTime(value: string | Date): string {
  return dateTimeFormatter().format(typeof value === 'string' ? new Date(value) : value)
}

const timeFormatter = once(
  () => new Intl.DateTimeFormat('es-CO', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Bogota' }),
)

/** A time of day in Bogotá, es-CO: "3:45 p. m.". */
export function formatTime(value: string | Date): string {
  return timeFormatter().format(typeof value === 'string' ? new Date(value) : value)
}

/** docs/product/orders.md#order-number: an order as people say it on the phone, '#1001'. */
export function formatOrderNumber(orderNumber: number): string {
  return `#${orderNumber}`
}

/** The number in what someone typed to find an order ('#1001', '1001', '# 1001'); null when it is not one. */
export function parseOrderNumber(text: string): number | null {
  const match = /^#?\s*(\d{1,9})$/.exec(text.trim())
  return match ? Number(match[1]) : null
}

/**
 * The old six-character code (the id's last 6 characters) that orders were known by before their numbers;
 * it still finds them (docs/product/orders.md#order-number).
 */
export function orderNumber(orderId: string): string {
  return orderId.slice(-ORDER_NUMBER_LENGTH).toUpperCase()
}

/** Cut a text for a meta description without breaking the cap (docs/product/platform.md#seo). */
export function truncate(text: string, max: number, suffix = ''): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  return clean.length <= max ? clean : clean.slice(0, max) + suffix
}

/**
 * docs/product/orders.md#receipts: a receipt is saved as recibo-{brand}-{id}.pdf; the slug keeps the name
 * plain ASCII.
 */
export function receiptFileName(storeName: string, orderNumber: number): string {
  return `recibo-${slugify(storeName) || 'tienda'}-${orderNumber}.pdf`
}

const shortDayFormatter = once(
  () =>
    new Intl.DateTimeFormat('es-CO', {
      day: 'numeric',
      month: 'short',
      timeZone: 'America/Bogota',
    }),
)

/** A store calendar day 'YYYY-MM-DD' (a Bogotá day) as a moment inside that day in Bogotá (UTC-5). */
function storeDayMoment(day: string): Date {
  return new Date(`${day}T12:00:00-05:00`)
}

/** A Bogotá calendar day in es-CO: "9 de marzo de 2026"; `short` gives "9 mar" (chart ticks). */
export function formatStoreDay(day: string, style: 'long' | 'short' = 'long'): string {
  if (style === 'long') return formatDate(storeDayMoment(day))
  const parts = shortDayFormatter().formatToParts(storeDayMoment(day))
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('day')} ${part('month').replace(/\.$/, '')}`
}
