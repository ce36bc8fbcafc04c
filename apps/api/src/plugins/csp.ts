// docs/product/platform.md#security-headers: the page may load exactly what the enabled settings need.
// Analytics and ads never load on private pages (docs/product/platform.md#privacy), so their hosts are not
// allowed there.
import { isPrivatePath } from '@vitrina/core/paths'

export function contentSecurityPolicy(settings: Record<string, string>, url: string): string {
  const isPrivate = isPrivatePath(url)
  const script = new Set(["'self'"])
  const connect = new Set(["'self'", 'ws:', 'wss:'])
  const img = new Set(["'self'", 'data:', 'blob:', 'https:'])
  const frame = new Set<string>()
  const style = new Set(["'self'", "'unsafe-inline'"])

  // PayPal's checkout button (docs/product/checkout-and-payments.md#payment-step) and OpenStreetMap tiles for
  // the contact map (docs/product/content.md#contact-map).
  for (const host of ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com']) {
    script.add(host)
    connect.add(host)
    frame.add(host)
  }
  if (!isPrivate && settings.google_analytics_id) {
    script.add('https://www.googletagmanager.com')
    connect
      .add('https://*.google-analytics.com')
      .add('https://*.analytics.google.com')
      .add('https://www.googletagmanager.com')
  }
  if (!isPrivate && settings.adsense_enabled === 'true' && settings.adsense_publisher_id) {
    for (const host of [
      'https://pagead2.googlesyndication.com',
      'https://*.googlesyndication.com',
      'https://*.doubleclick.net',
      'https://*.google.com',
    ]) {
      script.add(host)
      connect.add(host)
      frame.add(host)
    }
  }
  const directives = [
    "default-src 'self'",
    `script-src ${[...script].join(' ')}`,
    `style-src ${[...style].join(' ')}`,
    `img-src ${[...img].join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${[...connect].join(' ')}`,
    "media-src 'self' https:",
    `frame-src ${frame.size ? [...frame].join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ]
  return directives.join('; ')
}
