import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  addresses,
  contactMessageReplies,
  contactMessages,
  orderItems,
  orderReturns,
  paymentReversals,
  orderStatusHistory,
  orders,
  products,
  profileImages,
  reviews,
  users,
  wishlistItems,
} from '../../db/schema'
import { notFound } from '../../lib/errors'
import { listConsents } from './consents.service'
import { findOwnDeletionRequest } from './deletion-requests.service'

/**
 * docs/product/consumer-rights.md#derechos-del-titular (Ley 1581 art. 8 a, c): everything the store keeps
 * about the holder, chosen column by column so no secret (password hash, token version, reset tokens,
 * payment provider payloads, idempotency keys) and no staff identity ever leaves.
 */
export async function exportPersonalData(db: Db, userId: string) {
  const [profile] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      created_at: users.created_at,
      roles: sql<
        string[]
      >`(SELECT coalesce(array_agg(r.name ORDER BY r.id), '{}') FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId))
  if (!profile) throw notFound('Usuario no encontrado.', 'USER_NOT_FOUND')
  const ownOrders = await db
    .select({
      id: orders.id,
      channel: orders.channel,
      status: orders.status,
      payment_method: orders.payment_method,
      customer_name: orders.customer_name,
      customer_email: orders.customer_email,
      shipping_address: orders.shipping_address,
      subtotal: orders.subtotal,
      discount_total: orders.discount_total,
      shipping_cost: orders.shipping_cost,
      tax_amount: orders.tax_amount,
      total_amount: orders.total_amount,
      order_date: orders.order_date,
      paid_at: orders.paid_at,
    })
    .from(orders)
    .where(eq(orders.user_id, userId))
    .orderBy(asc(orders.order_date))
  const orderIds = ownOrders.map((order) => order.id)
  const [items, history, returns, reversals] = orderIds.length
    ? await Promise.all([
        db
          .select({
            order_id: orderItems.order_id,
            product_name: orderItems.product_name,
            variant_details: orderItems.variant_details,
            quantity: orderItems.quantity,
            price_per_unit: orderItems.price_per_unit,
            tax_amount: orderItems.tax_amount,
          })
          .from(orderItems)
          .where(inArray(orderItems.order_id, orderIds))
          .orderBy(asc(orderItems.id)),
        db
          .select({
            order_id: orderStatusHistory.order_id,
            status: orderStatusHistory.status,
            changed_at: orderStatusHistory.created_at,
          })
          .from(orderStatusHistory)
          .where(inArray(orderStatusHistory.order_id, orderIds))
          .orderBy(asc(orderStatusHistory.id)),
        db
          .select({
            order_id: orderReturns.order_id,
            status: orderReturns.status,
            reason: orderReturns.reason,
            refund_amount: orderReturns.refund_amount,
            created_at: orderReturns.created_at,
          })
          .from(orderReturns)
          .where(inArray(orderReturns.order_id, orderIds)),
        // docs/product/consumer-rights.md#reversion-del-pago: the customer's own words are their data too.
        db
          .select({
            order_id: paymentReversals.order_id,
            number: paymentReversals.number,
            cause: paymentReversals.cause,
            description: paymentReversals.description,
            learned_on: paymentReversals.learned_on,
            status: paymentReversals.status,
            answer: paymentReversals.answer,
            created_at: paymentReversals.created_at,
          })
          .from(paymentReversals)
          .where(inArray(paymentReversals.order_id, orderIds)),
      ])
    : [[], [], [], []]
  return {
    exported_at: new Date().toISOString(),
    profile,
    profile_images: await db
      .select({ image_url: profileImages.image_url, created_at: profileImages.created_at })
      .from(profileImages)
      .where(eq(profileImages.user_id, userId)),
    addresses: await db
      .select({
        recipient_name: addresses.recipient_name,
        phone_number: addresses.phone_number,
        street_address: addresses.street_address,
        city: addresses.city,
        state_province: addresses.state_province,
        postal_code: addresses.postal_code,
        country: addresses.country,
        reference: addresses.reference,
        is_default: addresses.is_default,
      })
      .from(addresses)
      .where(eq(addresses.user_id, userId)),
    orders: ownOrders.map((order) => ({
      ...order,
      items: items.filter((item) => item.order_id === order.id),
      status_history: history.filter((entry) => entry.order_id === order.id),
      returns: returns.filter((entry) => entry.order_id === order.id),
      payment_reversals: reversals.filter((entry) => entry.order_id === order.id),
    })),
    reviews: await db
      .select({
        product: products.name,
        rating: reviews.rating,
        comment: reviews.comment,
        created_at: reviews.created_at,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.product_id))
      .where(eq(reviews.user_id, userId)),
    wishlist: await db
      .select({ product: products.name, added_at: wishlistItems.created_at })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.product_id))
      .where(eq(wishlistItems.user_id, userId)),
    messages: await ownMessages(db, userId, profile.email),
    consents: await listConsents(db, userId),
    deletion_request: await findOwnDeletionRequest(db, userId),
  }
}

/** The contact messages the holder sent (signed in, or with their e-mail) and the store's replies. */
async function ownMessages(db: Db, userId: string, email: string) {
  const rows = await db
    .select({
      id: contactMessages.id,
      subject: contactMessages.subject,
      message: contactMessages.message,
      sent_at: contactMessages.created_at,
    })
    .from(contactMessages)
    .where(
      sql`${contactMessages.user_id} = ${userId} OR lower(${contactMessages.sender_email}) = ${email.toLowerCase()}`,
    )
    .orderBy(asc(contactMessages.created_at))
  const replies = rows.length
    ? await db
        .select({
          message_id: contactMessageReplies.message_id,
          reply_text: contactMessageReplies.reply_text,
          sent_at: contactMessageReplies.created_at,
        })
        .from(contactMessageReplies)
        .where(
          inArray(
            contactMessageReplies.message_id,
            rows.map((row) => row.id),
          ),
        )
    : []
  return rows.map(({ id, ...message }) => ({
    ...message,
    replies: replies
      .filter((reply) => reply.message_id === id)
      .map(({ reply_text, sent_at }) => ({ reply_text, sent_at })),
  }))
}
