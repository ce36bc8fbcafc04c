import { useEffect } from 'react'
import { applyTheme, themeVariables } from '../theme'

const DEFAULT_FAVICON = '/favicon.svg'

/**
 * Applies the settings that shape every screen: theme colours and the page icon
 * (docs/product/settings.md#theme).
 */
export function useStoreAppearance(settings: Readonly<Record<string, string>>) {
  useEffect(() => applyTheme(themeVariables(settings)), [settings])

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
