import { eq } from 'drizzle-orm'
import { variantsInputSchema } from '@vitrina/core/schemas/catalog-admin'
import { formatOrderNumber } from '@vitrina/core/format'
import { orders, products, productVariants } from '../../db/schema'
import { buildTestApp, type TestContext } from '../build-test-app'
import { createAdmin, createUser, type TestUser } from './index'
import { saveAddress } from './addresses'
import { getProductDetail } from '../../modules/catalog/product-detail.service'
import { replaceVariants } from '../../modules/catalog/product-variants.service'

// Test helpers for orders: variants written with the catalogue's own service, orders placed through the API.

/** Save options and variants; returns the variant id of each values list joined by '/' ('M/Rojo'). */
export async function insertVariants(
  ctx: TestContext,
  productId: number,
  payload: { options: { name: string; values: string[] }[]; variants: object[] },
): Promise<Record<string, number>> {
  const input = variantsInputSchema.parse(payload)
  await ctx.app.db.transaction((tx) => replaceVariants(tx, productId, input))
  const detail = await getProductDetail(ctx.app.db, { id: productId }, { includeInactive: true })
  const ids: Record<string, number> = {}
  for (const variant of detail.variants) {
    const values = detail.options.map((o) => o.values.find((v) => variant.value_ids.includes(v.id))!.value)
    ids[values.join('/')] = variant.id
  }
  return ids
}

export async function productStock(ctx: TestContext, id: number): Promise<number> {
  const [row] = await ctx.app.db
    .select({ stock: products.stock_quantity })
    .from(products)
    .where(eq(products.id, id))
  return row!.stock
}

export async function variantStock(ctx: TestContext, id: number): Promise<number> {
  const [row] = await ctx.app.db
    .select({ stock: productVariants.stock_quantity })
    .from(productVariants)
    .where(eq(productVariants.id, id))
  return row!.stock
}

export interface PlaceOrderOptions {
  addressId?: number
  key?: string
  payment_method?: 'contra_entrega' | 'paypal' | 'wompi'
  discount_code?: string
}

/** POST /api/orders as `user` (an address is saved first unless one is given). */
export async function placeOrder(
  ctx: TestContext,
  user: TestUser,
  items: { productId: number; variantId?: number | null; quantity: number }[],
  options: PlaceOrderOptions = {},
) {
  const addressId = options.addressId ?? (await saveAddress(ctx, user)).id
  return ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...user.auth, ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload: {
      shipping_address_id: addressId,
      items,
      ...(options.payment_method ? { payment_method: options.payment_method } : {}),
      ...(options.discount_code ? { discount_code: options.discount_code } : {}),
    },
  })
}

/** Place an order that must succeed; returns its id. */
export async function orderId(
  ctx: TestContext,
  user: TestUser,
  items: { productId: number; variantId?: number | null; quantity: number }[],
  options: PlaceOrderOptions = {},
): Promise<string> {
  const res = await placeOrder(ctx, user, items, options)
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.body}`)
  return res.json<{ orderId: string }>().orderId
}

/** An order as people say it, '#1001' (docs/product/orders.md#order-number). */
export async function shownNumber(ctx: TestContext, id: string): Promise<string> {
  const [row] = await ctx.app.db
    .select({ order_number: orders.order_number })
    .from(orders)
    .where(eq(orders.id, id))
  if (!row) throw new Error(`no order ${id}`)
  return formatOrderNumber(row.order_number)
}

/** The outbox with quoted-printable bodies decoded, so a test can look for Spanish text as written. */
export function readableOutbox(ctx: TestContext): string[] {
  return ctx.outbox().map((mail) =>
    Buffer.from(
      mail
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  )
}

/**
 * Tests about something other than the hoarding limits (order-limits.test.ts) place many orders with one
 * customer: the store lifts the limits as far as the settings go.
 */
export async function liftOrderLimits(ctx: TestContext): Promise<void> {
  await putSettings(ctx, await createAdmin(ctx), {
    cod_max_open_orders: '100000',
    order_max_units_per_line: '999',
    online_max_unpaid_orders: '100000',
    unpaid_max_units_per_product: '100000',
  })
}

/** A test app for the order tests: the order limits lifted, an admin, and Ana with one saved address. */
export async function orderTestApp() {
  const ctx = await buildTestApp()
  await liftOrderLimits(ctx)
  const admin = await createAdmin(ctx)
  const ana = await createUser(ctx)
  const address = await saveAddress(ctx, ana)
  return { ctx, app: ctx.app, admin, ana, address }
}

/** PUT /api/settings as `admin`; throws unless the store took every value. */
export async function putSettings(
  ctx: TestContext,
  admin: TestUser,
  values: Record<string, string>,
): Promise<void> {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: admin.auth,
    payload: Object.entries(values).map(([setting_key, setting_value]) => ({ setting_key, setting_value })),
  })
  if (res.statusCode !== 200) throw new Error(`settings failed: ${res.body}`)
}
