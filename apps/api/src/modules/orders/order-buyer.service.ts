import { sql } from 'drizzle-orm'
import type { Buyer } from '@vitrina/core/schemas/buyer'
import type { Tx } from '../../db/client'
import { orders, users } from '../../db/schema'

/**
 * docs/decisions/032-buyer-identification-and-fiscal-profile.md: the order freezes who its invoice names
 * (null: the final consumer), in the order's transaction; a customer's account remembers the choice for the
 * next checkout. One statement for both.
 */
export async function freezeBuyer(tx: Tx, orderId: string, buyer: Buyer, customerId: string | null) {
  const identified = 'final_consumer' in buyer ? null : JSON.stringify(buyer)
  await tx.execute(sql`WITH remembered AS (
      UPDATE ${users} SET buyer = ${JSON.stringify(buyer)}::jsonb WHERE id = ${customerId}::uuid)
    UPDATE ${orders} SET buyer = ${identified}::jsonb WHERE id = ${orderId}::uuid`)
}
