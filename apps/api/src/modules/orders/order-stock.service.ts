import { asc, inArray, sql } from 'drizzle-orm'
import { effectivePrice, variantPrices } from '@vitrina/core/discount'
import type { OrderInput } from '@vitrina/core/schemas/orders'
import { variantImage } from '@vitrina/core/variant-images'
import { queryRows, type Tx } from '../../db/client'
import { products, productVariants } from '../../db/schema'
import { badRequest, conflict } from '../../lib/errors'

// docs/product/orders.md#no-oversell: lines are merged, product rows locked in ascending id order,
// then every stock row is decremented by one guarded statement; the CHECK (stock_quantity >= 0) is the last
// guard. A short line throws, and the caller's transaction rolls everything back.

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
  /** The stock row's units after this line took its share (0: the product or variant just sold out). */
  stock_left: number
}

/**
 * Lock the products, check every line, take the stock and return the lines with their frozen names and
 * database prices (a variant's sale price rounded to the store's step). Must run inside the order's transaction.
 */
export async function reserveLines(tx: Tx, lines: MergedLine[], step: number): Promise<FrozenLine[]> {
  const productIds = [...new Set(lines.map((l) => l.productId))]
  // Locking the product rows (ascending) serializes every writer of a product's stock, variants included:
  // withBackInStock() and the variant editor lock the same rows first, so nobody deadlocks.
  const locked = await tx
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      discount_price: products.discount_price,
      descuento: products.descuento,
      sku: products.sku,
      is_active: products.is_active,
    })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for('update')
  const productById = new Map(locked.map((p) => [p.id, p]))
  const variants = await tx
    .select({
      id: productVariants.id,
      product_id: productVariants.product_id,
      sku: productVariants.sku,
      price_override: productVariants.price_override,
    })
    .from(productVariants)
    .where(inArray(productVariants.product_id, productIds))
  const variantById = new Map(variants.map((v) => [v.id, v]))
  const withVariants = new Set(variants.map((v) => v.product_id))
  const details = await variantDetails(
    tx,
    lines.flatMap((l) => (l.variantId === null ? [] : [l.variantId])),
  )
  const images = await productImages(tx, productIds)

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
    if (!variant && withVariants.has(product.id))
      throw badRequest(
        `Por favor, selecciona una combinación válida de "${product.name}".`,
        'VARIANT_REQUIRED',
      )
    const prices = variant ? variantPrices(product, variant, step) : product
    const label = variant ? details.get(variant.id) : undefined
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
      image_url: variantImage(images.get(product.id) ?? [], label?.valueIds ?? [])?.image_url ?? null,
    })
  }
  const left = await takeStock(tx, lines, displayNames)
  return frozen.map((line, i) => ({ ...line, stock_left: left[i]! }))
}

const stockRow = (line: MergedLine) => (line.variantId === null ? `p${line.productId}` : `v${line.variantId}`)

/**
 * Take every line's units in one statement (one guarded UPDATE per stock table); the units left per line.
 * If a row lacks the units, nothing is written past the caller's rollback and the first short line is
 * named in the 409.
 */
async function takeStock(tx: Tx, lines: MergedLine[], displayNames: string[]): Promise<number[]> {
  const wanted = (variant: boolean) => {
    const rows = lines.filter((l) => (l.variantId !== null) === variant)
    if (!rows.length) return sql`SELECT NULL::int AS id, NULL::int AS qty WHERE false`
    return sql`VALUES ${sql.join(
      rows.map((l) => sql`(${l.variantId ?? l.productId}::int, ${l.quantity}::int)`),
      sql`, `,
    )}`
  }
  const taken = await queryRows<{ kind: string; id: number; left: number }>(
    tx,
    sql`WITH pw(id, qty) AS (${wanted(false)}), vw(id, qty) AS (${wanted(true)}),
      p AS (UPDATE products SET stock_quantity = stock_quantity - pw.qty FROM pw
        WHERE products.id = pw.id AND products.stock_quantity >= pw.qty
        RETURNING products.id, products.stock_quantity),
      v AS (UPDATE product_variants SET stock_quantity = stock_quantity - vw.qty FROM vw
        WHERE product_variants.id = vw.id AND product_variants.stock_quantity >= vw.qty
        RETURNING product_variants.id, product_variants.stock_quantity)
      SELECT 'p' AS kind, id, stock_quantity AS left FROM p
      UNION ALL SELECT 'v' AS kind, id, stock_quantity AS left FROM v`,
  )
  const leftByRow = new Map(taken.map((t) => [`${t.kind}${t.id}`, Number(t.left)]))
  const short = lines.findIndex((line) => !leftByRow.has(stockRow(line)))
  if (short === -1) return lines.map((line) => leftByRow.get(stockRow(line))!)
  throw await shortLine(tx, lines[short]!, displayNames[short]!)
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
 * 'Talla: M / Color: Rojo' (frozen on the order) and 'M / Rojo' (messages), in the options' order, with the
 * value ids (the variant's photo).
 */
async function variantDetails(tx: Tx, variantIds: number[]) {
  const result = new Map<number, { details: string; values: string; valueIds: number[] }>()
  if (!variantIds.length) return result
  const rows = await queryRows<{ variant_id: number; value_id: number; name: string; value: string }>(
    tx,
    sql`SELECT vv.variant_id, vv.option_value_id AS value_id, o.name, ov.value
      FROM product_variant_values vv
      JOIN product_option_values ov ON ov.id = vv.option_value_id
      JOIN product_options o ON o.id = ov.option_id
      WHERE vv.variant_id IN (${sql.join(variantIds, sql`, `)})
      ORDER BY vv.variant_id, o.position, o.id`,
  )
  const grouped = new Map<number, { value_id: number; name: string; value: string }[]>()
  for (const row of rows) {
    const id = Number(row.variant_id)
    grouped.set(id, [...(grouped.get(id) ?? []), row])
  }
  for (const [id, parts] of grouped)
    result.set(id, {
      details: parts.map((p) => `${p.name}: ${p.value}`).join(' / '),
      values: parts.map((p) => p.value).join(' / '),
      valueIds: parts.map((p) => Number(p.value_id)),
    })
  return result
}

/** Each product's photos, the primary first, with the option value each shows. */
async function productImages(tx: Tx, productIds: number[]) {
  const rows = await queryRows<{
    product_id: number
    image_url: string
    is_primary: boolean
    option_value_id: number | null
  }>(
    tx,
    sql`SELECT product_id, image_url, is_primary, option_value_id FROM product_images
      WHERE product_id IN (${sql.join(productIds, sql`, `)})
      ORDER BY product_id, is_primary DESC, sort_order, id`,
  )
  const result = new Map<number, typeof rows>()
  for (const row of rows) {
    const id = Number(row.product_id)
    result.set(id, [...(result.get(id) ?? []), row])
  }
  return result
}
