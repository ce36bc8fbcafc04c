import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { orderLimits } from '@vitrina/core/order-limits'
import type { OrderInput } from '@vitrina/core/schemas/orders'
import { discountCodeLabel } from '@vitrina/core/discount-codes'
import { formatCOP } from '@vitrina/core/format'
import {
  checkoutPaymentMethods,
  codOverLimitAlone,
  codRefusal,
  codRules,
  PAYMENT_METHOD_OFF,
} from '@vitrina/core/payment-methods'
import { quoteShipping } from '@vitrina/core/shipping-zones'
import { totalsTaxLines, type Totals } from '@vitrina/core/totals'
import { inDatabaseThread, type Db } from '../../db/client'
import { orders } from '../../db/schema'
import { conflict, HttpError, notFound, unprocessable } from '../../lib/errors'
import { COD_BLOCKED, recordBlockedCheckout } from './blocked-checkouts.service'
import type { ShippingZone } from '@vitrina/core/schemas/shipping-zones'
import type { Address } from '@vitrina/core/schemas/addresses'
import { ADDRESS_NOT_FOUND, ownAddressJson } from '../addresses/addresses.service'
import {
  checkCustomerHolds,
  checkLineLimits,
  customerHolds,
  type CustomerHolds,
} from './order-limits.service'
import { holdDiscountCode } from '../promotions/discount-code-use.service'
import { freezeBuyer } from './order-buyer.service'
import { lockProducts } from './order-locks.service'
import { orderPlacedMailJob, type MailOrder } from './order-mail'
import { insertOrder, type OrderDraft, type OrderSettings } from './order-write.service'
import { mergeLines, type MergedLine } from './order-stock.service'
import type { StockNews } from './stock-news'

// docs/product/orders.md#order-creation (POST /api/orders) with docs/product/orders.md#no-oversell,
// docs/product/orders.md#server-decides-money and docs/product/checkout-and-payments.md#idempotency: one
// transaction takes the stock, freezes the lines, computes the totals from database prices and settings with
// the shared docs/product/cart-and-totals.md#totals function (shipping from the address's zone,
// docs/product/platform.md#one-process), and writes the order with its first status.

export interface OrderCustomer {
  id: string
  username: string
  email: string
}

export interface CreatedOrder {
  orderId: string
  order_number: number
  /** False when an Idempotency-Key replay returned the order created earlier. */
  created: boolean
  total_amount: number
  order_date: Date
  /** When an unpaid PayPal or Wompi order gives its stock back (null for cash on delivery). */
  payment_due_at: Date | null
  /** A new order's confirmation lines under the total (the IVA line, the shipping zone); none on a replay. */
  summary?: string[]
  /** What the new order changed in the catalogue; none on a replay. */
  stock?: StockNews
}

/** The lines under an order's total in its confirmation, as the checkout summary shows them. */
function summaryLines(
  totals: Pick<Totals, 'taxBreakdown' | 'taxIncluded' | 'discountCode' | 'codeDiscount'>,
  zone: string | null,
  estimate: string | null,
): string[] {
  return [
    // docs/product/promotions.md#money: 'Descuento (LAURA15): −$ 15.000', as every summary shows it.
    ...(totals.discountCode && totals.codeDiscount > 0
      ? [discountCodeLabel(totals.discountCode, totals.codeDiscount)]
      : []),
    ...totalsTaxLines(totals).map((tax) => `${tax.label}: ${formatCOP(tax.amount)}`),
    ...(zone ? [`Envío: ${zone}${estimate ? ` (${estimate})` : ''}`] : []),
  ]
}

/** The online payment providers whose keys are configured (docs/product/checkout-and-payments.md#payment-methods). */
export interface ConfiguredProviders {
  paypal: boolean
  wompi: boolean
}

/** What the store is like when an order is placed: its settings, zones and configured providers. */
export interface OrderStore {
  settings: OrderSettings & Record<string, string | undefined>
  /** The shipping zones (kept in memory until a zone write, cachedShippingZones). */
  zones: ShippingZone[]
  providers: ConfiguredProviders
}

export async function createOrder(
  db: Db,
  customer: OrderCustomer,
  input: OrderInput,
  store: OrderStore,
  idempotencyKey?: string,
): Promise<CreatedOrder> {
  const lines = mergeLines(input.items)
  // The request as the order sees it: duplicate lines merged, so a reordered cart is the same intent.
  const requestHash = createHash('sha256')
    .update(
      JSON.stringify([
        input.shipping_address_id,
        input.payment_method,
        lines,
        input.buyer ?? null,
        input.discount_code ?? null,
      ]),
    )
    .digest('hex')
  const idempotency = idempotencyKey ? { key: idempotencyKey, requestHash } : undefined
  try {
    return await placeOrder(db, customer, input, store, lines, idempotency)
  } catch (err) {
    // A replay of a key: the unique index refused the second order (or the stock, a limit or a setting
    // changed since the first), and the request is answered with the order the key created. The lookup
    // costs only failures, never a new order.
    if (idempotency) {
      const earlier = await findByKey(db, customer.id, idempotency.key, requestHash)
      if (earlier) return earlier
    }
    throw err
  }
}

/**
 * The order in one transaction of three statements (docs/decisions/008-orders-stock-and-idempotency.md): the
 * customer's and the products' locks; their variants and photos with the address and the customer's holds;
 * and the one statement that takes the stock and writes the order, its lines, statuses and confirmation
 * e-mail.
 */
async function placeOrder(
  db: Db,
  customer: OrderCustomer,
  input: OrderInput,
  { settings, zones, providers }: OrderStore,
  lines: MergedLine[],
  idempotency: OrderDraft['idempotency'],
): Promise<CreatedOrder> {
  // docs/product/checkout-and-payments.md#payment-methods: only a method that is on takes an order.
  if (!checkoutPaymentMethods(codRules(settings), providers).includes(input.payment_method))
    throw conflict(PAYMENT_METHOD_OFF, 'PAYMENT_METHOD_UNAVAILABLE')
  try {
    return await orderTransaction(db, { customer, input, settings, zones, lines, idempotency, providers })
  } catch (err) {
    if (err instanceof HttpError && err.code === COD_BLOCKED)
      await recordBlockedCheckout(db, customer.id, input.expected_total)
    throw err
  }
}

interface OrderTransaction {
  providers: OrderStore['providers']
  customer: OrderCustomer
  input: OrderInput
  settings: OrderStore['settings']
  zones: ShippingZone[]
  lines: MergedLine[]
  idempotency: OrderDraft['idempotency']
}

// On PGlite's thread the whole transaction runs there (db/pglite-thread.ts): plain data in and out.
const orderTransaction = inDatabaseThread(
  'orders.place',
  async (
    db: Db,
    { customer, input, settings, zones, lines, idempotency, providers }: OrderTransaction,
  ): Promise<CreatedOrder> => {
    const cod = codRules(settings)
    const limits = orderLimits(settings)
    const cash = input.payment_method === 'contra_entrega'
    return db.transaction(async (tx) => {
      await checkLineLimits(tx, lines, limits)
      const locked = await lockProducts<(Address & { also: CustomerHolds }) | null>(tx, lines, {
        customerId: customer.id,
        read: orderAddress,
        values: { address_id: input.shipping_address_id, user_id: customer.id, cash },
      })
      if (!locked.read) throw notFound(ADDRESS_NOT_FOUND, 'ADDRESS_NOT_FOUND')
      const { also: holds, ...address } = locked.read
      // docs/decisions/031-dane-municipalities.md: the invoice needs the DANE code; an old free-text city
      // is confirmed by its owner first.
      if (!address.municipality_code) throw conflict(MUNICIPIO_REQUIRED, 'ADDRESS_MUNICIPIO_REQUIRED')
      checkCustomerHolds(holds, { cash, lines, products: locked.products }, limits)
      const { id: _id, is_default: _default, ...shippingAddress } = address
      const shipping = quoteShipping(zones, address, settings)
      // docs/product/promotions.md#uses: the code's row is locked here, its use written with the order.
      const discount = input.discount_code
        ? await holdDiscountCode(
            tx,
            input.discount_code,
            customer.id,
            lines.map((l) => l.productId),
          )
        : null
      let summary: string[] = []
      const order = await insertOrder(
        tx,
        {
          lines,
          settings,
          shipping,
          channel: 'web',
          payment_method: input.payment_method,
          customer: { id: customer.id, name: customer.username, email: customer.email },
          address: { id: address.id, snapshot: { id: address.id, ...shippingAddress } },
          history: [{ status: 'pendiente', note: 'Pedido creado' }],
          changedBy: customer.id,
          paymentMinutes: cash ? null : limits.online_payment_minutes,
          idempotency,
          discount,
        },
        {
          // docs/product/orders.md#order-emails: the confirmation commits with the order.
          insert: confirmationJob,
          values: (written) => {
            ensureExpectedTotal(input.expected_total, written.totals.total)
            // docs/product/checkout-and-payments.md#cod-settings: the limits refuse the whole order.
            const alone = !providers.paypal && !providers.wompi
            const refusal = cash && codRefusal(cod, written.totals.total, address.state_province, alone)
            if (refusal)
              throw conflict(
                refusal,
                refusal === codOverLimitAlone(cod.maxTotal ?? 0) ? COD_BLOCKED : 'COD_NOT_AVAILABLE',
              )
            summary = summaryLines(written.totals, shipping.zone, shipping.estimate)
            const order = {
              id: written.id,
              total_amount: written.totals.total,
              payment_method: input.payment_method,
              extra: summary,
            }
            return { mail: JSON.stringify({ to: customer.email, order } satisfies OrderMailJob) }
          },
        },
        locked.products,
      )
      if (input.buyer) await freezeBuyer(tx, order.id, input.buyer, customer.id)
      return {
        orderId: order.id,
        order_number: order.order_number,
        created: true,
        total_amount: order.total_amount,
        order_date: order.order_date,
        payment_due_at: order.payment_due_at,
        summary,
        stock: order.stock,
      }
    })
  },
)

export const MUNICIPIO_REQUIRED =
  'Confirma el municipio de tu dirección de envío (elígelo de la lista) antes de finalizar la compra.'

/** The address with what its customer's open orders hold (docs/security.md "Stock hoarding"). */
const orderAddress = { name: 'address', sql: ownAddressJson(customerHolds) }

type OrderMailJob = { to: string; order: MailOrder }

const confirmationJob = { name: 'confirmation', sql: orderPlacedMailJob.preparedInsertion('mail') }

/**
 * docs/product/orders.md#server-decides-money: the total the checkout showed is checked, never used. A
 * different one (prices, zones or settings changed meanwhile, or a tampered request) cancels the order, so
 * the shopper is never charged an amount they did not see.
 */
function ensureExpectedTotal(expected: number | undefined, total: number): void {
  if (expected !== undefined && expected !== total)
    throw conflict(
      `El total de tu pedido cambió: ahora es ${formatCOP(total)}. Revisa el resumen y confirma de nuevo.`,
      'TOTAL_CHANGED',
    )
}

async function findByKey(
  db: Db,
  userId: string,
  key: string,
  requestHash: string,
): Promise<CreatedOrder | null> {
  const [row] = await db
    .select({
      id: orders.id,
      order_number: orders.order_number,
      request_hash: orders.request_hash,
      total_amount: orders.total_amount,
      order_date: orders.order_date,
      payment_due_at: orders.payment_due_at,
    })
    .from(orders)
    .where(and(eq(orders.user_id, userId), eq(orders.idempotency_key, key)))
  if (!row) return null
  if (row.request_hash !== requestHash)
    throw unprocessable(
      'Esta clave de idempotencia ya se usó con otro pedido. Genera una nueva para un pedido distinto.',
      'IDEMPOTENCY_KEY_REUSED',
    )
  const { id, request_hash: _hash, ...order } = row
  return { orderId: id, created: false, ...order }
}
