import { useEffect } from 'react'
import { isPrivatePath } from '@vitrina/core/paths'
import { loadScript } from '../../lib/third-party'
import { adsensePublisher } from './ad-rules'

/** Loads the AdSense script when ads are enabled with a publisher id, never on private pages. */
export function useAdsScript(settings: Readonly<Record<string, string>>, pathname: string) {
  const publisherId = settings.adsense_enabled === 'true' ? adsensePublisher(settings) : null
  const allowed = publisherId !== null && !isPrivatePath(pathname)
  useEffect(() => {
    if (!allowed || !publisherId) return
    loadScript(`https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${publisherId}`, {
      crossorigin: 'anonymous',
    })
  }, [allowed, publisherId])
}
