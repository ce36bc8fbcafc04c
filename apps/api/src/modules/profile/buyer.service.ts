import { eq } from 'drizzle-orm'
import { FINAL_CONSUMER, type Buyer } from '@vitrina/core/schemas/buyer'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'

// docs/decisions/032-buyer-identification-and-fiscal-profile.md: the checkout prefills 'Datos de facturación'
// with what the customer's last order named (orders write it, order-create.service.ts saveBuyer).

export async function rememberedBuyer(db: Db, userId: string): Promise<Buyer> {
  const [row] = await db.select({ buyer: users.buyer }).from(users).where(eq(users.id, userId))
  return (row?.buyer as Buyer | null | undefined) ?? FINAL_CONSUMER
}
