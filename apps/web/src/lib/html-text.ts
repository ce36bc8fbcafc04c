/** The text of staff HTML (for a one-line preview), read by the browser's parser, never rendered. */
export function htmlToText(html: string): string {
  // Block ends become spaces, so '<h2>Envíos</h2><p>Gratis</p>' reads 'Envíos Gratis'.
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, '$& ')
  const doc = new DOMParser().parseFromString(spaced, 'text/html')
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}
