import { sql } from 'drizzle-orm'
import { effectivePrice, variantPrices } from '@vitrina/core/discount'
import type { OrderInput } from '@vitrina/core/schemas/orders'
import type { TaxClass } from '@vitrina/core/tax-classes'
import { variantImage } from '@vitrina/core/variant-images'
import { queryRows, type Tx } from '../../db/client'
import { badRequest, conflict } from '../../lib/errors'
import type { LockedProduct } from './order-locks.service'

// docs/product/orders.md#no-oversell: lines are merged, product rows locked in ascending id order,
// then every stock row is decremented by one guarded statement (the one that writes the order); the CHECK
// (stock_quantity >= 0) is the last guard. A short line throws, and the caller's transaction rolls everything back.

export interface MergedLine {
  productId: number
  variantId: number | null
  quantity: number
}

/** The same product/variant twice becomes one line; sorted so locks and rows come in a stable order. */
export function mergeLines(items: OrderInput['items']): MergedLine[] {
  const merged = new Map<string, MergedLine>()
  for (const item of items) {
    const variantId = item.variantId ?? null
    const key = `${item.productId}-${variantId ?? ''}`
    const line = merged.get(key)
    if (line) line.quantity += item.quantity
    else merged.set(key, { productId: item.productId, variantId, quantity: item.quantity })
  }
  return [...merged.values()].sort(
    (a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0),
  )
}

/** A line as the order freezes it (order_items). */
export interface FrozenLine extends MergedLine {
  product_name: string
  variant_details: string | null
  sku: string | null
  list_price: number
  discount_price: number | null
  price_per_unit: number
  image_url: string | null
  /** The product's IVA class (a variant inherits it). */
  tax_class: TaxClass
  /** The stock row's units after this line took its share (0: the product or variant just sold out). */
  stock_left: number
}

/** Lines frozen for an order, with what a 409 calls each of them ('Camiseta (M / Rojo)'). */
export interface FrozenLines {
  lines: Omit<FrozenLine, 'stock_left'>[]
  displayNames: string[]
}

/**
 * Check every line against its locked product (lockProducts) and freeze it with its name and database
 * prices (a variant's sale price rounded to the store's step). The stock itself is taken by the statement
 * that writes the order (stockTaking, then stockLeft).
 */
export function freezeLines(locked: LockedProduct[], lines: MergedLine[], step: number): FrozenLines {
  const productById = new Map(locked.map((p) => [p.id, p]))
  const variantById = new Map(
    locked.flatMap((p) => p.variants.map((v) => [v.id, { ...v, product_id: p.id }])),
  )

  const frozen: Omit<FrozenLine, 'stock_left'>[] = []
  const displayNames: string[] = []
  for (const line of lines) {
    const product = productById.get(line.productId)
    if (!product || !product.is_active)
      throw conflict(
        product
          ? `"${product.name}" ya no está disponible. Quítalo del carrito para continuar.`
          : 'Uno de los productos de tu carrito ya no está disponible. Quítalo para continuar.',
        'PRODUCT_UNAVAILABLE',
      )
    const variant = line.variantId === null ? undefined : variantById.get(line.variantId)
    if (line.variantId !== null && variant?.product_id !== product.id)
      throw badRequest(`La opción elegida no corresponde a "${product.name}".`, 'VARIANT_MISMATCH')
    if (!variant && product.variants.length)
      throw badRequest(
        `Por favor, selecciona una combinación válida de "${product.name}".`,
        'VARIANT_REQUIRED',
      )
    const prices = variant ? variantPrices(product, variant, step) : product
    const label = variant && variantLabel(variant.values)
    displayNames.push(label?.values ? `${product.name} (${label.values})` : product.name)
    frozen.push({
      ...line,
      product_name: product.name,
      variant_details: label?.details ?? null,
      sku: variant?.sku ?? product.sku,
      list_price: prices.price,
      discount_price: prices.discount_price,
      price_per_unit: effectivePrice(prices),
      // docs/product/catalogue.md#variant-images: the chosen variant's photo, else the primary one.
      image_url: variantImage(product.images, label?.valueIds ?? [])?.image_url ?? null,
      tax_class: product.tax_class,
    })
  }
  return { lines: frozen, displayNames }
}

const stockRow = (line: MergedLine) => (line.variantId === null ? `p${line.productId}` : `v${line.variantId}`)

/**
 * The CTEs that take every line's units (one guarded UPDATE per stock table), for the statement that writes
 * the order: `taken_p` and `taken_v` return the rows that had the units, with what is left of them. The
 * lines come in array slots (stockTakingValues), so the statement's text is the same for every order.
 */
export const stockTaking = sql`pw(id, qty) AS (SELECT * FROM unnest(${sql.placeholder('p_ids')}::int[],
      ${sql.placeholder('p_qty')}::int[])),
    vw(id, qty) AS (SELECT * FROM unnest(${sql.placeholder('v_ids')}::int[], ${sql.placeholder('v_qty')}::int[])),
    taken_p AS (UPDATE products SET stock_quantity = stock_quantity - pw.qty FROM pw
      WHERE products.id = pw.id AND products.stock_quantity >= pw.qty
      RETURNING products.id, products.stock_quantity),
    taken_v AS (UPDATE product_variants SET stock_quantity = stock_quantity - vw.qty FROM vw
      WHERE product_variants.id = vw.id AND product_variants.stock_quantity >= vw.qty
      RETURNING product_variants.id, product_variants.stock_quantity)`

/** The values of stockTaking's slots: the merged lines (one per stock row) of the products and the variants. */
export function stockTakingValues(lines: readonly MergedLine[]): Record<string, number[]> {
  const products = lines.filter((l) => l.variantId === null)
  const variants = lines.filter((l) => l.variantId !== null)
  return {
    p_ids: products.map((l) => l.productId),
    p_qty: products.map((l) => l.quantity),
    v_ids: variants.map((l) => l.variantId!),
    v_qty: variants.map((l) => l.quantity),
  }
}

/** The rows of stockTaking's CTEs, as the statement returns them: `kind` 'p' (product) or 'v' (variant). */
export const stockTakenRows = sql`SELECT 'p' AS kind, id, stock_quantity AS units_left FROM taken_p
  UNION ALL SELECT 'v' AS kind, id, stock_quantity AS units_left FROM taken_v`

/**
 * The units left per line after stockTaking. If a row lacked the units, the first short line is named in a
 * 409 and the caller's transaction rolls the whole statement back.
 */
export async function stockLeft(
  tx: Tx,
  frozen: FrozenLines,
  taken: readonly { kind: string; id: number; units_left: number }[],
): Promise<number[]> {
  const leftByRow = new Map(taken.map((t) => [`${t.kind}${t.id}`, Number(t.units_left)]))
  const short = frozen.lines.findIndex((line) => !leftByRow.has(stockRow(line)))
  if (short === -1) return frozen.lines.map((line) => leftByRow.get(stockRow(line))!)
  throw await shortLine(tx, frozen.lines[short]!, frozen.displayNames[short]!)
}

async function shortLine(tx: Tx, line: MergedLine, displayName: string) {
  const table = line.variantId === null ? sql`products` : sql`product_variants`
  const [row] = await queryRows<{ stock: number }>(
    tx,
    sql`SELECT stock_quantity AS stock FROM ${table} WHERE id = ${line.variantId ?? line.productId}`,
  )
  const left = Number(row?.stock ?? 0)
  return conflict(
    left <= 0
      ? `Lo sentimos, "${displayName}" está agotado.`
      : `Solo ${left === 1 ? 'queda 1 unidad' : `quedan ${left} unidades`} de "${displayName}" y pediste ${line.quantity}.`,
    'OUT_OF_STOCK',
  )
}

/**
 * Put units back on the shelf (a cancellation, a received return): the variant's stock, else the product's.
 * True when a product still in the catalogue got stock back. Runs inside the caller's transaction, with the
 * products locked (withBackInStock).
 */
export async function putBackStock(
  tx: Tx,
  items: readonly { product_id: number | null; variant_id: number | null; quantity: number }[],
): Promise<boolean> {
  let restocked = false
  for (const item of items) {
    if (item.variant_id !== null)
      await tx.execute(
        sql`UPDATE product_variants SET stock_quantity = stock_quantity + ${item.quantity} WHERE id = ${item.variant_id}`,
      )
    else if (item.product_id !== null)
      await tx.execute(
        sql`UPDATE products SET stock_quantity = stock_quantity + ${item.quantity} WHERE id = ${item.product_id}`,
      )
    restocked ||= item.product_id !== null
  }
  return restocked
}

/**
 * 'Talla: M / Color: Rojo' (frozen on the order) and 'M / Rojo' (messages), with the value ids (the
 * variant's photo).
 */
function variantLabel(parts: LockedProduct['variants'][number]['values']) {
  if (!parts.length) return undefined
  return {
    details: parts.map((p) => `${p.name}: ${p.value}`).join(' / '),
    values: parts.map((p) => p.value).join(' / '),
    valueIds: parts.map((p) => p.value_id),
  }
}
