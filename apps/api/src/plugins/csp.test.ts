import { describe, expect, test } from 'vitest'
import { contentSecurityPolicy } from './csp'

const withAnalytics = {
  google_analytics_id: 'G-ABC1234',
  adsense_enabled: 'true',
  adsense_publisher_id: 'ca-pub-1234567890123456',
}

describe('contentSecurityPolicy', () => {
  test('allows analytics and ads only when their settings are present', () => {
    expect(contentSecurityPolicy({}, '/')).not.toContain('googletagmanager')
    expect(contentSecurityPolicy({}, '/')).not.toContain('googlesyndication')
    const csp = contentSecurityPolicy(withAnalytics, '/tienda')
    expect(csp).toContain('https://www.googletagmanager.com')
    expect(csp).toContain('https://pagead2.googlesyndication.com')
  })

  test.each(['/checkout', '/cuenta/perfil', '/admin', '/resetear-contrasena/abc', '/pedido-confirmado/x'])(
    'never allows analytics or ads on %s',
    (url) => {
      const csp = contentSecurityPolicy(withAnalytics, url)
      expect(csp).not.toContain('googletagmanager')
      expect(csp).not.toContain('googlesyndication')
    },
  )

  test('forbids plugins and foreign framing', () => {
    const csp = contentSecurityPolicy({}, '/')
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'self'")
  })
})
