import type { ContactInput } from '@vitrina/core/schemas/contact'
import type { Db } from '../../db/client'
import { contactMessages } from '../../db/schema'

/**
 * docs/product/content.md#contact-form contact form. A logged-in sender's account is kept with the message.
 */
export async function createContactMessage(
  db: Db,
  input: ContactInput,
  userId: string | null,
): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      sender_name: input.sender_name,
      sender_email: input.sender_email,
      subject: input.subject || null,
      message: input.message,
      user_id: userId,
    })
    .returning({ id: contactMessages.id })
  return row!.id
}
