import { eq, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  addresses,
  contactMessages,
  orders,
  passwordResetTokens,
  profileImages,
  stockNotifications,
  users,
  wishlistItems,
} from '../../db/schema'
import { withdrawAllConsents } from './consents.service'

/** The placeholders an anonymised account carries: unique, clearly not a person, never deliverable. */
export function anonymousIdentity(userId: string) {
  const tag = userId.replace(/-/g, '').slice(0, 12)
  return { username: `cliente-eliminado-${tag}`, email: `eliminado-${userId}@anonimo.invalid` }
}

/**
 * docs/product/consumer-rights.md#derechos-del-titular: removes what identifies the holder and keeps what tax
 * law requires (Estatuto Tributario art. 632: orders' amounts, taxes, products and dates, and the city and
 * department of delivery, the place of the sale). Consent rows stay, withdrawn, as proof. Runs in one
 * transaction: a failure leaves the account as it was.
 */
export async function anonymiseUser(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    if (!user) return
    const placeholder = anonymousIdentity(userId)
    await tx
      .update(contactMessages)
      .set({ sender_name: 'Cliente eliminado', sender_email: placeholder.email })
      .where(
        or(
          eq(contactMessages.user_id, userId),
          eq(sql`lower(${contactMessages.sender_email})`, user.email.toLowerCase()),
        ),
      )
    await tx
      .delete(stockNotifications)
      .where(eq(sql`lower(${stockNotifications.email})`, user.email.toLowerCase()))
    await tx
      .update(orders)
      .set({
        customer_name: null,
        customer_email: null,
        shipping_address: sql`CASE WHEN ${orders.shipping_address} IS NULL THEN NULL ELSE jsonb_strip_nulls(jsonb_build_object(
          'city', ${orders.shipping_address}->'city',
          'municipality_code', ${orders.shipping_address}->'municipality_code',
          'state_province', ${orders.shipping_address}->'state_province',
          'country', ${orders.shipping_address}->'country')) END`,
      })
      .where(eq(orders.user_id, userId))
    await tx.delete(addresses).where(eq(addresses.user_id, userId))
    await tx.delete(profileImages).where(eq(profileImages.user_id, userId))
    await tx.delete(wishlistItems).where(eq(wishlistItems.user_id, userId))
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.user_id, userId))
    await withdrawAllConsents(tx, userId)
    // Not a hash: no password ever verifies against it, and the bumped version ends every session.
    await tx
      .update(users)
      .set({
        ...placeholder,
        // The billing data kept for the next checkout; each order keeps the buyer its invoice names.
        buyer: null,
        password_hash: '!cuenta-eliminada',
        is_active: false,
        token_version: sql`${users.token_version} + 1`,
      })
      .where(eq(users.id, userId))
  })
}
