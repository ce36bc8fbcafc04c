// The contact page opened with its subject and message already written (docs/product/assistant.md#complaints):
// the assistant hands a problem off with this link, and the contact form reads it back. The texts are cut to
// the form's own limits (schemas/contact.ts) so the link always opens a form that can be sent.

import { paths } from './paths'

const SUBJECT_PARAM = 'asunto'
const MESSAGE_PARAM = 'mensaje'
export const CONTACT_SUBJECT_MAX = 200
// Long enough for a shopper's complaint; the form still takes up to 5000 characters.
export const CONTACT_LINK_MESSAGE_MAX = 1000

export interface ContactPrefill {
  subject: string
  message: string
}

/** '/contacto?asunto=Producto%20da%C3%B1ado&mensaje=...': the contact page with the form filled in. */
export function contactLink(prefill: Partial<ContactPrefill>): string {
  const params = new URLSearchParams()
  const subject = prefill.subject?.trim().slice(0, CONTACT_SUBJECT_MAX)
  const message = prefill.message?.trim().slice(0, CONTACT_LINK_MESSAGE_MAX)
  if (subject) params.set(SUBJECT_PARAM, subject)
  if (message) params.set(MESSAGE_PARAM, message)
  const query = params.toString().replaceAll('+', '%20')
  return query ? `${paths.contact}?${query}` : paths.contact
}

/** What a contact link prefills, read from the page's query string (empty strings when absent). */
export function readContactPrefill(search: string | URLSearchParams): ContactPrefill {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  return {
    subject: (params.get(SUBJECT_PARAM) ?? '').trim().slice(0, CONTACT_SUBJECT_MAX),
    message: (params.get(MESSAGE_PARAM) ?? '').trim().slice(0, CONTACT_LINK_MESSAGE_MAX),
  }
}
