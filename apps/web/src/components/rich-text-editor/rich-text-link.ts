// The links staff may put in shop texts: the server keeps only http, https and mailto (apps/api lib/html.ts),
// so the editor refuses anything else up front, in Spanish.

export const LINK_INVALID_MESSAGE = 'Escribe un enlace que empiece por https://, http:// o mailto:.'

/** The link to store for what staff typed ('tienda.co/x' becomes https://tienda.co/x), or null. */
export function normalizeLink(text: string): string | null {
  const value = text.trim()
  if (!value) return null
  const withProtocol = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`
  try {
    const url = new URL(withProtocol)
    if (url.protocol === 'mailto:') return url.pathname.includes('@') ? withProtocol : null
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    return url.hostname.includes('.') ? withProtocol : null
  } catch {
    return null
  }
}
