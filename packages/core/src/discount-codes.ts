import { formatCOP } from './format'

// docs/product/promotions.md: a discount code's rules, shared by the order service (which decides) and the
// checkout (which explains). Whether a code applies is checked here; what it takes off is computed with the
// other totals (totals.ts, codeDiscountShares) so the discount is always applied before IVA.

export const DISCOUNT_CODE_TYPES = ['percentage', 'fixed', 'free_shipping'] as const
export type DiscountCodeType = (typeof DISCOUNT_CODE_TYPES)[number]

export const DISCOUNT_CODE_SCOPES = ['order', 'categories', 'products'] as const
export type DiscountCodeScope = (typeof DISCOUNT_CODE_SCOPES)[number]

/** Letters, digits, '-' and '_', 3 to 40 of them once spaces are removed and letters raised. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,40}$/

/** ' laura 15 ' -> 'LAURA15': a code typed with spaces or in lower case is the same code. */
export function normalizeDiscountCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase()
}

/** What a code's checks read of it (the discount_codes row). */
export interface DiscountCodeRule {
  code: string
  type: DiscountCodeType
  /** Whole percent (percentage), pesos (fixed), 0 (free_shipping). */
  value: number
  is_active: boolean
  starts_at: Date | null
  ends_at: Date | null
  max_uses: number | null
  max_uses_per_customer: number | null
  min_subtotal: number | null
  scope: DiscountCodeScope
  category_ids: readonly number[]
  product_ids: readonly number[]
  /** True: products already on sale (a discount price) get nothing from the code. */
  exclude_sale_items: boolean
  first_order_only: boolean
}

/** A cart line as the code sees it. */
export interface DiscountCodeLine {
  productId: number
  /** The categories the product is in (a product may be in several). */
  categoryIds: readonly number[]
  price: number
  discount_price: number | null
  quantity: number
}

/** The moment and the counts the code's limits are checked against. */
export interface DiscountCodeUsage {
  now: Date
  /** Orders holding a use of the code (cancelled ones gave theirs back). */
  uses: number
  /** Of those, the customer's. */
  customerUses: number
  /** The customer's earlier orders that were not cancelled. */
  customerOrders: number
}

export type DiscountCodeRefusalCode =
  | 'DISCOUNT_CODE_UNKNOWN'
  | 'DISCOUNT_CODE_PAUSED'
  | 'DISCOUNT_CODE_NOT_STARTED'
  | 'DISCOUNT_CODE_EXPIRED'
  | 'DISCOUNT_CODE_EXHAUSTED'
  | 'DISCOUNT_CODE_ALREADY_USED'
  | 'DISCOUNT_CODE_FIRST_ORDER'
  | 'DISCOUNT_CODE_OUT_OF_SCOPE'
  | 'DISCOUNT_CODE_BELOW_MINIMUM'

export interface DiscountCodeRefusal {
  code: DiscountCodeRefusalCode
  message: string
}

export const DISCOUNT_CODE_UNKNOWN: DiscountCodeRefusal = {
  code: 'DISCOUNT_CODE_UNKNOWN',
  message: 'Este código no existe. Revisa que esté bien escrito.',
}

export const DISCOUNT_CODE_MALFORMED =
  'Escribe un código de descuento de 3 a 40 letras, números, guiones o guiones bajos.'

const MONTHS =
  'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' ')
const BOGOTA_OFFSET_MS = 5 * 60 * 60 * 1000

/** '30 de noviembre': the day in Bogotá (UTC-5 all year), as the refusals name it. */
export function bogotaDayMonth(date: Date): string {
  const bogota = new Date(date.getTime() - BOGOTA_OFFSET_MS)
  return `${bogota.getUTCDate()} de ${MONTHS[bogota.getUTCMonth()]}`
}

const onSale = (line: DiscountCodeLine) => line.discount_price !== null && line.discount_price < line.price

/** For each line, whether the code's scope takes it (and whether a product on sale is left out). */
export function codeEligibleLines(rule: DiscountCodeRule, lines: readonly DiscountCodeLine[]): boolean[] {
  return lines.map((line) => {
    if (rule.exclude_sale_items && onSale(line)) return false
    if (rule.scope === 'products') return rule.product_ids.includes(line.productId)
    if (rule.scope === 'categories') return line.categoryIds.some((id) => rule.category_ids.includes(id))
    return true
  })
}

const lineAmount = (line: DiscountCodeLine) =>
  (onSale(line) ? line.discount_price! : line.price) * line.quantity

/**
 * Why the code does not apply to these lines for this customer now, or null when it does. The checks go
 * from the code itself to the cart, so the shopper hears the reason they can act on last.
 */
export function discountCodeRefusal(
  rule: DiscountCodeRule,
  lines: readonly DiscountCodeLine[],
  usage: DiscountCodeUsage,
): DiscountCodeRefusal | null {
  if (!rule.is_active) return { code: 'DISCOUNT_CODE_PAUSED', message: 'Este código está pausado por ahora.' }
  if (rule.starts_at && usage.now < rule.starts_at)
    return {
      code: 'DISCOUNT_CODE_NOT_STARTED',
      message: `Este código empieza a valer el ${bogotaDayMonth(rule.starts_at)}.`,
    }
  if (rule.ends_at && usage.now >= rule.ends_at)
    return {
      code: 'DISCOUNT_CODE_EXPIRED',
      message: `Este código venció el ${bogotaDayMonth(rule.ends_at)}.`,
    }
  if (rule.max_uses !== null && usage.uses >= rule.max_uses)
    return { code: 'DISCOUNT_CODE_EXHAUSTED', message: 'Este código ya se agotó.' }
  if (rule.max_uses_per_customer !== null && usage.customerUses >= rule.max_uses_per_customer)
    return { code: 'DISCOUNT_CODE_ALREADY_USED', message: 'Ya usaste este código.' }
  if (rule.first_order_only && usage.customerOrders > 0)
    return { code: 'DISCOUNT_CODE_FIRST_ORDER', message: 'Este código es solo para tu primera compra.' }
  if (!codeEligibleLines(rule, lines).some(Boolean))
    return {
      code: 'DISCOUNT_CODE_OUT_OF_SCOPE',
      message: 'Este código no aplica a los productos de tu carrito.',
    }
  const subtotal = lines.reduce((sum, line) => sum + lineAmount(line), 0)
  if (rule.min_subtotal !== null && subtotal < rule.min_subtotal)
    return {
      code: 'DISCOUNT_CODE_BELOW_MINIMUM',
      message: `Te faltan ${formatCOP(rule.min_subtotal - subtotal)} para usar este código.`,
    }
  return null
}

/** What the totals take of a code that applies: its name, kind and value. */
export interface TotalsCode {
  code: string
  type: DiscountCodeType
  value: number
}

/** The summary's line: 'Descuento (LAURA15): −$ 15.000', the same on every screen, receipt and e-mail. */
export function discountCodeLabel(code: string, amount: number): string {
  return `Descuento (${code}): −${formatCOP(amount)}`
}
