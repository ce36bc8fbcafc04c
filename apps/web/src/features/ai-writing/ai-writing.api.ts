import type {
  CategoryDetailsDraft,
  CategoryDetailsInput,
  CmsContentDraft,
  CmsContentInput,
  FaqAnswerDraft,
  FaqAnswerInput,
  FutureProductDraft,
  FutureProductIdeaInput,
  LandingContentDraft,
  LandingContentInput,
  MessageReplyDraft,
  MessageReplyDraftInput,
  PolicyContentDraft,
  PolicyContentInput,
} from '@vitrina/core/schemas/assistant'
import { api } from '../../lib/api-client'

/**
 * docs/product/assistant.md#writing-helpers: the staff's writing helpers. Each answers a draft for one form
 * field and saves nothing; the shapes are in packages/core/src/schemas/assistant.ts (and in the OpenAPI
 * document).
 */
export const aiWriting = {
  /** FAQ form: fills `answer` (plain text). */
  faqAnswer: (input: FaqAnswerInput) => api.post<FaqAnswerDraft>('/ai/generate/faq-answer', input),
  /** Policy form: fills `content` (sanitized HTML, for the rich-text editor). */
  policyContent: (input: PolicyContentInput) =>
    api.post<PolicyContentDraft>('/ai/generate/policy-content', input),
  /** About editor: fills a section's `content` (plain text, paragraphs separated by a blank line). */
  cmsContent: (input: CmsContentInput) => api.post<CmsContentDraft>('/ai/generate/cms-content', input),
  /** Category form: fills `name`, `slug` and `description`. */
  categoryDetails: (input: CategoryDetailsInput) =>
    api.post<CategoryDetailsDraft>('/ai/suggest-category-details', input),
  /** Future product form: fills `name`, `category`, `description` and `expected_release_date`. */
  futureProduct: (input: FutureProductIdeaInput) =>
    api.post<FutureProductDraft>('/ai/suggest-future-product', input),
  /** Product landing page (/lp/{slug}): headline, subheadline, body, benefits and cta. */
  landingContent: (input: LandingContentInput) =>
    api.post<LandingContentDraft>('/ai/generate/landing-page-content', input),
  /** Inbox reply box: fills `replyText` (plain text). */
  messageReply: (input: MessageReplyDraftInput) =>
    api.post<MessageReplyDraft>('/ai/draft-message-reply', input),
}
