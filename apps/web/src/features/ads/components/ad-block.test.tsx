import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { renderApp, signIn } from '../../../test/render-app'

const settings = (entries: Record<string, string>) => () =>
  json(Object.entries(entries).map(([setting_key, setting_value]) => ({ setting_key, setting_value })))

const thirdPartyScripts = () =>
  Array.from(document.scripts).filter((s) => /googletagmanager|googlesyndication/.test(s.src))

afterEach(() => {
  for (const script of thirdPartyScripts()) script.remove()
  delete window.gtag
  delete window.dataLayer
})

describe('ad blocks (docs/product/platform.md#ads)', () => {
  test("enabled without publisher or slot: 'Espacio Publicitario Habilitado'", async () => {
    mockApi({
      'GET /api/settings': settings({ adsense_enabled: 'true' }),
      'GET /api/products': () => json([]),
    })
    renderApp('/tienda')
    await screen.findByRole('heading', { name: 'Tienda' })
    // the footer slot (and the sidebar's, when the filters are shown)
    expect(await screen.findAllByText('Espacio Publicitario Habilitado')).not.toHaveLength(0)
  })

  test('disabled: nothing', async () => {
    mockApi({ 'GET /api/settings': settings({ adsense_enabled: 'false' }) })
    renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByText('Espacio Publicitario Habilitado')).not.toBeInTheDocument()
    expect(document.querySelector('ins.adsbygoogle')).toBeNull()
  })

  test('enabled with ids: the AdSense unit and its script', async () => {
    mockApi({
      'GET /api/settings': settings({
        adsense_enabled: 'true',
        adsense_publisher_id: 'ca-pub-1234567890123456',
        adsense_ad_slot_in_content: '9876543210',
      }),
    })
    renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    // The home's in-content unit sits below the fold: it is drawn once the page has painted.
    const unit = await waitFor(() => {
      const found = document.querySelector('ins.adsbygoogle')
      expect(found).not.toBeNull()
      return found
    })
    expect(unit).toHaveAttribute('data-ad-client', 'ca-pub-1234567890123456')
    expect(unit).toHaveAttribute('data-ad-slot', '9876543210')
    await waitFor(() =>
      expect(thirdPartyScripts().map((s) => s.src)).toEqual([
        'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456',
      ]),
    )
  })
})

// docs/product/platform.md#analytics, docs/product/platform.md#privacy
describe('ads and analytics scripts', () => {
  const all = settings({
    google_analytics_id: 'G-TEST1234',
    adsense_enabled: 'true',
    adsense_publisher_id: 'ca-pub-1234567890123456',
  })

  test('loaded on public pages when their settings are present', async () => {
    mockApi({ 'GET /api/settings': all })
    renderApp('/')
    await waitFor(() => expect(thirdPartyScripts()).toHaveLength(2))
    expect(window.dataLayer).toHaveLength(2)
  })

  test.each([
    '/checkout',
    '/cuenta/perfil',
    '/pedido-confirmado/abc',
    '/admin',
    '/resetear-contrasena/x',
    '/login',
  ])('never on %s', async (path) => {
    signIn()
    mockApi({ 'GET /api/settings': all })
    renderApp(path)
    await screen.findAllByRole('heading', { level: 1 })
    expect(thirdPartyScripts()).toEqual([])
    expect(window.gtag).toBeUndefined()
  })

  test('nothing without the settings', async () => {
    mockApi()
    renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    expect(thirdPartyScripts()).toEqual([])
  })
})
