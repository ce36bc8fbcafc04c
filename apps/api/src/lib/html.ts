import sanitizeHtml from 'sanitize-html'
import { badRequest } from './errors'

// docs/product/content.md#html-sanitizing: HTML written by staff (shipping entries, policies) is sanitized on
// write and only the sanitized copy is ever stored and rendered. Anything outside this allow-list is dropped.
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'span'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links leave the store in a new tab without handing it a window.opener.
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href ? { href: attribs.href, rel: 'noopener noreferrer', target: '_blank' } : {},
    }),
  },
}

/** Staff HTML reduced to the allow-list of formatting tags and safe links. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, POLICY).trim()
}

/**
 * The sanitized copy of a required HTML field; HTML made only of what the sanitizer drops (a lone
 * <script>, an empty paragraph from the editor) would publish an empty entry, so it is refused.
 */
export function requiredRichText(html: string, message = 'El contenido es obligatorio.'): string {
  const clean = sanitizeRichText(html)
  if (!sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim())
    throw badRequest(message, 'VALIDATION_ERROR')
  return clean
}

/** Text placed inside HTML (e-mails, the server-rendered head, the sitemap): every markup character escaped. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )
}
