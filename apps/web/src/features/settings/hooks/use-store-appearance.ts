import { useEffect, useLayoutEffect } from 'react'
import { applyTheme, themeVariables } from '../theme'

const DEFAULT_FAVICON = '/favicon.svg'

/**
 * Applies the settings that shape every screen: theme colours and the page icon
 * (docs/product/settings.md#theme).
 */
export function useStoreAppearance(settings: Readonly<Record<string, string>>) {
  // Before the browser paints the frame: applied after it, the colours changed on screen and every element's
  // style was computed twice, a long task of a phone's first load
  // (docs/decisions/023-static-assets-and-first-paint.md).
  useLayoutEffect(() => applyTheme(themeVariables(settings)), [settings])

  const favicon = settings.favicon_url?.trim() || DEFAULT_FAVICON
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]')
    if (!link) return
    link.href = favicon
    // The default is SVG; a merchant's icon may be PNG or ICO, so let the browser sniff it.
    if (favicon === DEFAULT_FAVICON) link.type = 'image/svg+xml'
    else link.removeAttribute('type')
  }, [favicon])
}
