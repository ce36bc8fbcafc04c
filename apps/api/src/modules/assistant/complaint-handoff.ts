import { contactLink } from '@vitrina/core/contact-link'
import type { ChatHistoryEntry, ChatReply } from '@vitrina/core/schemas/assistant'
import { contactInputSchema } from '@vitrina/core/schemas/contact'
import type { Db } from '../../db/client'
import type { ChangeBus } from '../../lib/change-bus'
import { CONTACT_MESSAGE_TOPIC } from '../../lib/change-topics'
import { createContactMessage } from '../contact/contact.service'
import type { ChatCaller } from './chat-context'
import { foldKeep } from './chat-language'
import { problemKind, reportsProblem, type ProblemKind } from './shopper-entities'

// A problem with an order handed to a person (docs/product/assistant.md#complaints): the answer links to
// the contact form already filled in with the shopper's words and offers to send it from the chat; with the
// shopper's consent ('sí, envíalo') it becomes a contact message for staff, checked by the same contract as
// the public form (the chat route has the same rate limit). An anonymous shopper is asked for a name and an
// e-mail first, so staff can answer.

export const HANDOFF_OFFER = 'Si quieres, se lo envío yo a nuestro equipo desde aquí: responde «sí, envíalo».'
const ASK_CONTACT =
  'Con gusto lo envío. Para que te podamos responder, escríbeme tu nombre y tu correo electrónico (por ejemplo: «Ana Gómez, ana@correo.com»).'
const ASK_AGAIN =
  'Para enviarlo necesito tu nombre y un correo electrónico válido (por ejemplo: «Ana Gómez, ana@correo.com»).'

const SUBJECTS: Record<ProblemKind, string> = {
  damaged: 'Producto dañado o defectuoso',
  late: 'Pedido demorado',
  wrong: 'Pedido equivocado o incompleto',
  other: 'Queja sobre mi compra',
}

/** The contact page prefilled with a complaint: a subject for its kind, the shopper's own words. */
export function complaintLink(message: string): string {
  return contactLink({ subject: SUBJECTS[problemKind(message)], message })
}

const CONSENT =
  /^(si|sip|sii|dale|claro|ok|okay|listo|de una|por favor|hagale|hazlo)\b|\b(envialo|envielo|enviamelo|mandalo|mandelo)\b/
const EMAIL = /[^\s@,;:<>«»"'()]+@[^\s@,;:<>«»"'()]+\.[a-z]{2,}/i
// Words around a name and an e-mail that are not the name ('me llamo Ana y mi correo es ...').
const FILLER =
  /\b(si|sí|envialo|envíalo|mi|nombre|es|me|llamo|soy|correo|electronico|electrónico|email|e-mail|y|mail)\b/gi

interface Pending {
  complaint: string
  asked: boolean
}

/** The complaint waiting for the shopper's consent or contact details, read from the conversation. */
function pendingHandoff(history: readonly ChatHistoryEntry[]): Pending | null {
  const last = history.at(-1)
  if (last?.sender !== 'ai') return null
  const offered = last.text.includes(HANDOFF_OFFER)
  const asked = last.text.includes(ASK_CONTACT) || last.text.includes(ASK_AGAIN)
  if (!offered && !asked) return null
  const complaint = history.findLast((e) => e.sender === 'user' && reportsProblem(e.text))
  return complaint ? { complaint: complaint.text, asked } : null
}

function senderOf(message: string, caller: ChatCaller | null): { name: string; email: string } | null {
  if (caller) return { name: caller.username, email: caller.email }
  const email = EMAIL.exec(message)?.[0]
  if (!email) return null
  const name = message
    .replace(email, ' ')
    .replace(FILLER, ' ')
    .replace(/[^\p{L}\s'-]/gu, ' ')
  return { name: name.replace(/\s+/g, ' ').trim() || email.split('@')[0]!, email }
}

export interface HandoffDeps {
  db: Db
  changes: ChangeBus
}

/**
 * The next step of a hand-off the conversation is in, or null when it is in none (or the shopper did not
 * consent): ask for contact details, or send the complaint to staff as a contact message.
 */
export async function continueHandoff(
  deps: HandoffDeps,
  message: string,
  history: readonly ChatHistoryEntry[],
  caller: ChatCaller | null,
): Promise<ChatReply | null> {
  const pending = pendingHandoff(history)
  if (!pending) return null
  const sender = senderOf(message, caller)
  if (!pending.asked && !CONSENT.test(foldKeep(message).trim())) return null
  if (!sender) return { text: pending.asked ? ASK_AGAIN : ASK_CONTACT }
  const parsed = contactInputSchema.safeParse({
    sender_name: sender.name,
    sender_email: sender.email,
    subject: SUBJECTS[problemKind(pending.complaint)],
    message: `${pending.complaint}\n\n(Enviado desde el asistente virtual de la tienda.)`,
  })
  if (!parsed.success) return { text: `${parsed.error.issues[0]?.message ?? ''} ${ASK_AGAIN}`.trim() }
  await createContactMessage(deps.db, parsed.data, caller?.id ?? null)
  deps.changes.publish(CONTACT_MESSAGE_TOPIC)
  return {
    text: `Listo, envié tu mensaje a nuestro equipo. Te responderemos a ${parsed.data.sender_email} lo antes posible.`,
  }
}
