import type { Faq, FaqInput } from '@vitrina/core/schemas/content'
import { faqs } from '../../db/schema'
import { orderedEntries } from './ordered-entries'

/** Published by every FAQ write: drops the cached public list (and the sitemap's date of /faqs). */
export const FAQS_TOPIC = 'faqs'

/** docs/product/content.md#faq-page: questions and plain-text answers, in the order staff chose. */
const entries = orderedEntries<Faq, FaqInput>(faqs, {
  columns: { id: faqs.id, question: faqs.question, answer: faqs.answer },
  notFound: { message: 'Pregunta frecuente no encontrada.', code: 'FAQ_NOT_FOUND' },
})

export const listFaqs = entries.list
export const listFaqsAdmin = entries.listAdmin
export const createFaq = entries.create
export const updateFaq = entries.update
export const deleteFaq = entries.remove
