import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { deferred, json, mockApi } from '../test/api-mock'
import { makeProduct } from '../test/fixtures'
import { renderApp } from '../test/render-app'

const setting = (setting_key: string, setting_value: string) => ({ setting_key, setting_value })
const banner = [
  setting('announcement_banner_enabled', 'true'),
  setting('announcement_banner_text', 'Envío gratis desde $250.000'),
  setting('announcement_banner_link', '/tienda'),
  setting('announcement_banner_bg_color', '#111111'),
  setting('announcement_banner_text_color', '#FFFF00'),
  setting('announcement_banner_font_family', 'Georgia, serif'),
]

describe('home (docs/product/catalogue.md#home)', () => {
  test("'Cargando productos...' then the featured grid; future products appear once loaded", async () => {
    const featured = deferred<Response>()
    mockApi({
      'GET /api/products/featured': () => featured.promise,
      'GET /api/future-products': () =>
        json([
          {
            id: 1,
            name: 'Café Geisha',
            category: 'Café',
            description: 'Microlote',
            expected_release_date: '2027-02-10',
            image_url: null,
          },
        ]),
    })
    renderApp('/')
    expect(await screen.findByText('Cargando productos...')).toBeInTheDocument()
    featured.resolve(json([makeProduct({ name: 'Mochila Wayuu' })]))
    expect(await screen.findByRole('link', { name: 'Mochila Wayuu' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Próximamente' })).toBeInTheDocument()
    expect(screen.getByText('Llega el 10 de febrero de 2027')).toBeInTheDocument()
  })

  test('a failed featured list shows the error with its message; failed future products hide the section', async () => {
    mockApi({
      'GET /api/products/featured': () => json({ message: 'Servicio no disponible', code: 'X' }, 503),
      'GET /api/future-products': () => json({ message: 'x', code: 'X' }, 500),
    })
    renderApp('/')
    expect(
      await screen.findByText('Error al cargar los productos: Servicio no disponible'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Próximamente' })).not.toBeInTheDocument()
  })

  test('no future products, no section', async () => {
    mockApi({ 'GET /api/products/featured': () => json([]), 'GET /api/future-products': () => json([]) })
    renderApp('/')
    await screen.findByText('Pronto verás aquí nuestros productos destacados.')
    expect(screen.queryByRole('heading', { name: 'Próximamente' })).not.toBeInTheDocument()
  })

  test('title and description are the store name and slogan, by default Vitrina and "Tu tienda de confianza"', async () => {
    mockApi()
    renderApp('/')
    await screen.findByRole('heading', { level: 1, name: 'Vitrina' })
    await waitFor(() => expect(document.title).toBe('Vitrina'))
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Tu tienda de confianza',
    )
    expect(document.body.querySelector('title, meta')).toBeNull()
  })
})

describe('announcement banner (docs/product/content.md#announcement-banner)', () => {
  test('shown when enabled with text: a marquee link with the colours and font of the settings', async () => {
    mockApi({ 'GET /api/settings': () => json(banner) })
    renderApp('/')
    const aside = await screen.findByRole('complementary', { name: 'Anuncio' })
    expect(aside).toHaveStyle({ backgroundColor: '#111111', color: '#FFFF00', fontFamily: 'Georgia, serif' })
    expect(aside.querySelector('a')).toHaveAttribute('href', '/tienda')
    expect(aside).toHaveTextContent('Envío gratis desde $250.000')
  })

  test('hidden when disabled or without text', async () => {
    mockApi({ 'GET /api/settings': () => json([...banner, setting('announcement_banner_enabled', 'false')]) })
    renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('complementary', { name: 'Anuncio' })).not.toBeInTheDocument()
  })

  test('not a link without a link setting', async () => {
    mockApi({ 'GET /api/settings': () => json([...banner, setting('announcement_banner_link', '')]) })
    renderApp('/')
    const aside = await screen.findByRole('complementary', { name: 'Anuncio' })
    expect(aside.querySelector('a')).toBeNull()
  })
})

describe('hero video (docs/product/content.md#hero-video)', () => {
  test('without hero_video_url there is no video', async () => {
    mockApi()
    const { container } = renderApp('/')
    await screen.findByRole('heading', { level: 1, name: 'Vitrina' })
    expect(container.querySelector('video')).toBeNull()
  })

  test('a looping muted inline video with the store name and the default hero slogan', async () => {
    mockApi({
      'GET /api/settings': () => json([setting('hero_video_url', 'https://cdn.example.co/hero.mp4')]),
    })
    const { container } = renderApp('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Vitrina' })).toBeInTheDocument()
    const video = container.querySelector('video')!
    expect(video).toHaveAttribute('src', 'https://cdn.example.co/hero.mp4')
    expect(video.loop && video.muted && video.autoplay).toBe(true)
    expect(video).toHaveAttribute('playsinline')
    expect(screen.getByText('Tu estilo, tu historia.')).toBeInTheDocument()
  })
})

describe('welcome block (docs/product/content.md#home-welcome)', () => {
  test('on by default: without a video the welcome block names the store in the page heading', async () => {
    mockApi()
    const { container } = renderApp('/')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Vitrina' })
    expect(heading.closest('section')).toHaveTextContent('Bienvenido')
    expect(container.querySelector('video')).toBeNull()
  })

  test('home_welcome_enabled false and no video: neither block, the page heading stays for screen readers', async () => {
    mockApi({ 'GET /api/settings': () => json([setting('home_welcome_enabled', 'false')]) })
    const { container } = renderApp('/')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Vitrina' })
    expect(heading).toHaveClass('sr-only')
    expect(screen.queryByText('Bienvenido')).not.toBeInTheDocument()
    expect(container.querySelector('video')).toBeNull()
  })

  test('with a video, the welcome block follows it one heading level lower, or not at all when off', async () => {
    const video = setting('hero_video_url', 'https://cdn.example.co/hero.mp4')
    mockApi({ 'GET /api/settings': () => json([video]) })
    const first = renderApp('/')
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Vitrina' })
    expect(h1.closest('section')!.querySelector('video')).not.toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Vitrina' }).closest('section')).toHaveTextContent(
      'Bienvenido',
    )
    first.unmount()
    mockApi({ 'GET /api/settings': () => json([video, setting('home_welcome_enabled', 'false')]) })
    renderApp('/')
    await screen.findByRole('heading', { level: 1, name: 'Vitrina' })
    expect(screen.queryByText('Bienvenido')).not.toBeInTheDocument()
  })
})
