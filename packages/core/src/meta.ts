import {
  META_DESCRIPTION_FAQ_QUESTIONS,
  META_DESCRIPTION_POLICIES_MAX,
  META_DESCRIPTION_PRODUCT_MAX,
} from './constants'
import { truncate } from './format'

// docs/product/platform.md#seo: how each page builds its meta description, with the caps. Shared so the
// server's SEO answer for /producto/{id} and the client agree.

/** The product's description cut to 155 characters. */
export function productMetaDescription(description: string): string {
  return truncate(description, META_DESCRIPTION_PRODUCT_MAX)
}

/** The first three questions, joined by a separator. */
export function faqMetaDescription(faqs: readonly { question: string }[]): string {
  return faqs
    .slice(0, META_DESCRIPTION_FAQ_QUESTIONS)
    .map((faq) => faq.question.trim())
    .join(' | ')
}

/** The policy titles joined and cut to 160 characters. */
export function policiesMetaDescription(policies: readonly { title: string }[]): string {
  return truncate(policies.map((policy) => policy.title.trim()).join(', '), META_DESCRIPTION_POLICIES_MAX)
}
