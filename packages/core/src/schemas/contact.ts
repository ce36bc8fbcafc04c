import { z } from 'zod'
import { MESSAGE_STATUSES } from '../message-status'
import { CONTACT_KINDS } from '../pqr'
import { emailSchema, requiredText } from './common'
import { paginationQueryFields } from './pagination'

// docs/product/content.md#contact-form (sent by a visitor, then read in the admin inbox):
// name, e-mail and message required, the e-mail of e-mail type, the subject optional.

export const CONTACT_SENT_MESSAGE = '¡Mensaje enviado! Nos pondremos en contacto contigo pronto.'

export const contactInputSchema = z.strictObject({
  sender_name: requiredText(100, 'El nombre es obligatorio.'),
  sender_email: emailSchema,
  subject: z
    .string({ error: 'El asunto debe ser texto.' })
    .trim()
    .max(200, 'Máximo 200 caracteres.')
    .optional(),
  message: requiredText(5000, 'El mensaje es obligatorio.'),
  /** docs/product/consumer-rights.md#pqr: a petición, queja or reclamo gets a radicado; consulta by default. */
  kind: z
    .enum(CONTACT_KINDS, { error: 'Tipo no válido: usa consulta, peticion, queja o reclamo.' })
    .optional(),
})
export type ContactInput = z.infer<typeof contactInputSchema>

/** POST /api/contact's answer: a PQR also gets its radicado and due date (Bogotá day 'YYYY-MM-DD'). */
export const contactSentSchema = z.object({
  message: z.string(),
  radicado: z.string().optional(),
  due_date: z.string().optional(),
})
export type ContactSent = z.infer<typeof contactSentSchema>

/** GET /api/account/pqr: a signed-in customer's PQR, newest first. */
export const accountPqrSchema = z.object({
  radicado: z.string(),
  kind: z.enum(CONTACT_KINDS),
  subject: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  due_date: z.string(),
  created_at: z.string(),
})
export type AccountPqr = z.infer<typeof accountPqrSchema>

const messageStatusSchema = z.enum(MESSAGE_STATUSES, {
  error: 'Estado no válido: usa nuevo, leido, respondido o archivado.',
})

export const messageReplySchema = z.object({
  id: z.number().int(),
  reply_text: z.string(),
  created_at: z.string(),
  /** Who answered; null once that staff account is gone. */
  staff_username: z.string().nullable(),
})
export type MessageReply = z.infer<typeof messageReplySchema>

export const adminMessageSchema = z.object({
  id: z.number().int(),
  sender_name: z.string(),
  sender_email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  kind: z.enum(CONTACT_KINDS),
  /** A PQR's number and the Bogotá day it must be answered by; null for a consulta. */
  radicado: z.string().nullable(),
  due_date: z.string().nullable(),
  created_at: z.string(),
  replies: z.array(messageReplySchema),
})
export type AdminMessage = z.infer<typeof adminMessageSchema>
export const adminMessageListSchema = z.array(adminMessageSchema)

export const MESSAGES_DEFAULT_LIMIT = 20
export const MESSAGES_MAX_LIMIT = 100

export const messageListQuerySchema = z.strictObject({
  status: messageStatusSchema.optional(),
  search: z.string().trim().max(100, 'La búsqueda no puede superar 100 caracteres.').optional(),
  ...paginationQueryFields(MESSAGES_MAX_LIMIT),
})
export type MessageListQuery = z.infer<typeof messageListQuerySchema>

export const messageReplyInputSchema = z.strictObject({
  replyText: requiredText(10_000, 'La respuesta es obligatoria.'),
})

export const messageStatusInputSchema = z.strictObject({ status: messageStatusSchema })
