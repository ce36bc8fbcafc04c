// The content of a product landing page (/lp/{slug}, docs/product/catalogue.md#landing-page), stored in
// products.landing_content and written by staff or by the AI helper of
// docs/product/assistant.md#writing-helpers (generate/landing-page-content). The stored JSON is read
// defensively: any field may be missing, and a plain text is taken as the body.

export interface LandingBenefit {
  title: string
  text: string | null
}

export interface LandingContent {
  headline: string | null
  subheadline: string | null
  /** Plain text, blank lines between paragraphs. */
  body: string | null
  benefits: LandingBenefit[]
  /** The call-to-action button text. */
  cta: string | null
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

function benefit(value: unknown): LandingBenefit | null {
  if (typeof value === 'string') return text(value) ? { title: value.trim(), text: null } : null
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  const title = text(record.title)
  return title ? { title, text: text(record.text ?? record.description) } : null
}

/** The landing content of a product, or null when there is nothing usable to show. */
export function readLandingContent(value: unknown): LandingContent | null {
  if (typeof value === 'string') {
    const body = text(value)
    return body ? { headline: null, subheadline: null, body, benefits: [], cta: null } : null
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const record = value as Record<string, unknown>
  const content: LandingContent = {
    headline: text(record.headline ?? record.title),
    subheadline: text(record.subheadline ?? record.subtitle),
    body: text(record.body ?? record.content),
    benefits: Array.isArray(record.benefits)
      ? record.benefits.map(benefit).filter((b): b is LandingBenefit => b !== null)
      : [],
    cta: text(record.cta),
  }
  const empty = !content.headline && !content.subheadline && !content.body && content.benefits.length === 0
  return empty ? null : content
}
