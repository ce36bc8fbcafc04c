import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { bogotaDay } from '@vitrina/core/business-days'
import {
  canMoveMessage,
  MESSAGE_STATUS_LABELS,
  messageStatusesBefore,
  type MessageStatus,
} from '@vitrina/core/message-status'
import {
  MESSAGES_DEFAULT_LIMIT,
  type AdminMessage,
  type MessageListQuery,
  type MessageReply,
} from '@vitrina/core/schemas/contact'
import type { Db } from '../../db/client'
import { contactMessageReplies, contactMessages, users } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import { containsPattern } from '../../lib/like'
import { contactReplyMailJob, messageReplyMail } from './messages-mail'

const NOT_FOUND = 'Mensaje no encontrado.'
const missing = () => notFound(NOT_FOUND, 'MESSAGE_NOT_FOUND')

const messageColumns = {
  id: contactMessages.id,
  sender_name: contactMessages.sender_name,
  sender_email: contactMessages.sender_email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  status: contactMessages.status,
  kind: contactMessages.kind,
  radicado: contactMessages.radicado,
  due_date: contactMessages.due_date,
  created_at: contactMessages.created_at,
}
type MessageRow = Omit<AdminMessage, 'created_at' | 'replies'> & { created_at: Date }

// Accents and case do not matter ('jose' finds 'José'); % and _ typed by staff are literal.
function searchCondition(search: string): SQL {
  const pattern = containsPattern(search)
  return sql`f_unaccent(lower(concat_ws(' ', ${contactMessages.sender_name}, ${contactMessages.sender_email},
    ${contactMessages.subject}, ${contactMessages.message}))) LIKE f_unaccent(lower(${pattern}))`
}

/**
 * The admin inbox (docs/product/content.md#inbox): newest first, filtered by status and text, one page at a
 * time.
 */
export async function listMessages(
  db: Db,
  query: MessageListQuery,
): Promise<{ messages: AdminMessage[]; total: number }> {
  const where = and(
    query.status ? eq(contactMessages.status, query.status) : undefined,
    query.search ? searchCondition(query.search) : undefined,
  )
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(messageColumns)
      .from(contactMessages)
      .where(where)
      // docs/product/consumer-rights.md#pqr: unanswered PQR past their due day first, the soonest due first.
      .orderBy(
        sql`coalesce(${contactMessages.due_date} < ${bogotaDay(new Date())}::date AND ${contactMessages.status} IN ('nuevo', 'leido'), false) DESC`,
        desc(contactMessages.created_at),
        desc(contactMessages.id),
      )
      .limit(query.limit ?? MESSAGES_DEFAULT_LIMIT)
      .offset(query.offset ?? 0),
    db.select({ total: count() }).from(contactMessages).where(where),
  ])
  return { messages: await withReplies(db, rows), total: totalRow?.total ?? 0 }
}

/** One message with its replies (the inbox's read view). */
export async function getMessage(db: Db, id: number): Promise<AdminMessage> {
  const [row] = await db.select(messageColumns).from(contactMessages).where(eq(contactMessages.id, id))
  if (!row) throw missing()
  const [message] = await withReplies(db, [row])
  return message!
}

async function withReplies(db: Db, rows: MessageRow[]): Promise<AdminMessage[]> {
  const ids = rows.map((row) => row.id)
  const replies = ids.length
    ? await db
        .select({
          message_id: contactMessageReplies.message_id,
          id: contactMessageReplies.id,
          reply_text: contactMessageReplies.reply_text,
          created_at: contactMessageReplies.created_at,
          staff_username: users.username,
        })
        .from(contactMessageReplies)
        .leftJoin(users, eq(users.id, contactMessageReplies.staff_user_id))
        .where(inArray(contactMessageReplies.message_id, ids))
        .orderBy(asc(contactMessageReplies.created_at), asc(contactMessageReplies.id))
    : []
  const byMessage = new Map<number, MessageReply[]>()
  for (const { message_id, ...reply } of replies) {
    const list = byMessage.get(message_id) ?? []
    list.push({ ...reply, created_at: reply.created_at.toISOString() })
    byMessage.set(message_id, list)
  }
  return rows.map((row) => ({
    ...row,
    created_at: row.created_at.toISOString(),
    replies: byMessage.get(row.id) ?? [],
  }))
}

const invalidMove = (from: MessageStatus, to: MessageStatus) =>
  conflict(
    `Un mensaje ${MESSAGE_STATUS_LABELS[from].toLowerCase()} no puede pasar a ${MESSAGE_STATUS_LABELS[to].toLowerCase()}.`,
    'INVALID_STATUS_TRANSITION',
  )

/** One guarded UPDATE (the move is checked against the stored status in the same statement). */
export async function setMessageStatus(db: Db, id: number, status: MessageStatus): Promise<AdminMessage> {
  const [moved] = await db
    .update(contactMessages)
    .set({ status, updated_at: new Date() })
    .where(and(eq(contactMessages.id, id), inArray(contactMessages.status, messageStatusesBefore(status))))
    .returning({ id: contactMessages.id })
  if (moved) return getMessage(db, id)
  const [current] = await db
    .select({ status: contactMessages.status })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
  if (!current) throw missing()
  throw invalidMove(current.status, status)
}

export interface ReplyInput {
  id: number
  replyText: string
  staffUserId: string
  storeName: string
}

/**
 * docs/product/content.md#inbox: a reply e-mails the sender and sets 'respondido'. The e-mail is a job
 * enqueued in the transaction that stores the reply, so it leaves even if this process dies right after;
 * a mail server that is down is retried, and a reply that never left shows in 'Tareas en segundo plano'.
 */
export async function replyToMessage(db: Db, input: ReplyInput): Promise<AdminMessage> {
  const [message] = await db
    .select(messageColumns)
    .from(contactMessages)
    .where(eq(contactMessages.id, input.id))
  if (!message) throw missing()
  if (!canMoveMessage(message.status, 'respondido')) throw invalidMove(message.status, 'respondido')
  await db.transaction(async (tx) => {
    await tx.insert(contactMessageReplies).values({
      message_id: message.id,
      reply_text: input.replyText,
      staff_user_id: input.staffUserId,
    })
    await tx
      .update(contactMessages)
      .set({ status: 'respondido', updated_at: new Date() })
      .where(eq(contactMessages.id, message.id))
    await contactReplyMailJob.enqueue(tx, messageReplyMail(message, input.replyText, input.storeName))
  })
  return getMessage(db, input.id)
}

export async function deleteMessage(db: Db, id: number): Promise<void> {
  const [row] = await db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id })
  if (!row) throw missing()
}
