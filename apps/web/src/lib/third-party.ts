// Ads and analytics scripts (docs/product/platform.md#analytics). Once a page has run them they cannot be
// unloaded, so private pages then open as a fresh document (app/privacy.ts). The scripts carry a mark to be
// found.

const MARK = 'data-third-party'

export function thirdPartyScriptsLoaded(): boolean {
  return document.querySelector(`script[${MARK}]`) !== null
}

/** Adds an async script once; later calls with the same URL do nothing. */
export function loadScript(src: string, attributes: Record<string, string> = {}): void {
  if (Array.from(document.scripts).some((script) => script.src === src)) return
  const script = document.createElement('script')
  script.async = true
  script.src = src
  script.setAttribute(MARK, '')
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
  document.head.append(script)
}
