import { describe, expect, test } from 'vitest'
import { SERVER_STATE_ID } from '@vitrina/core/constants'
import { CATALOG_TAGS_TOPIC, productTag } from '../../lib/change-topics'
import { buildTestApp } from '../../test/build-test-app'
import { createAdmin } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'
import { putSettings } from '../../test/factories/orders'
import { createTestDist, PUBLIC_URL } from '../../test/seo-test-dist'

// docs/decisions/026-react-in-the-browser.md#server-rendering: store pages are drawn by the web build's server
// entry, here a stand-in that reads the API the way entry-server.tsx does and says how often it drew.
const serverEntry = `
let drawn = 0
export async function renderPage(url, readFrom) {
  if (url.includes('rota')) throw new Error('la página no se pudo dibujar')
  const settings = await (await readFrom('/api/settings', { headers: { Accept: 'application/json' } })).json()
  drawn += 1
  return {
    html: '<main>dibujo ' + drawn + ' de ' + url + ' $& $1</main><p>' + 'ruana '.repeat(300) + '</p>',
    state: { url, store: settings.find((s) => s.setting_key === 'store_name')?.setting_value, trap: '</script><script>alert(1)</script>' },
    htmlStyle: '--theme-primary: #112233; color-scheme: light',
  }
}
`
const ctx = await buildTestApp({ WEB_DIST: createTestDist(serverEntry), PUBLIC_URL })
const { app } = ctx
const admin = await createAdmin(ctx)
await putSettings(ctx, admin, { store_name: 'Moda Andina' })
const product = await insertProduct(ctx, { name: 'Sombrero vueltiao', images: ['sombrero.webp'] })
const other = await insertProduct(ctx, { name: 'Mochila wayuu' })

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
const drawing = (body: string) => /dibujo (\d+) de/.exec(body)?.[1]

describe('store pages drawn by the server', () => {
  test('the drawing goes inside #root, its data beside it as inert JSON, the theme on <html>', async () => {
    const res = await get('/tienda')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-cache')
    // Written as drawn: '$&' and '$1' are text, not replacement patterns.
    expect(res.body).toMatch(
      /<div id="root"><main>dibujo \d+ de \/tienda \$& \$1<\/main><p>(ruana )+<\/p><\/div>/,
    )
    expect(res.body).toContain('<html style="--theme-primary: #112233; color-scheme: light" lang="es-CO">')
    const state = new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">(.*?)</script>`).exec(
      res.body,
    )?.[1]
    expect(state).toBeDefined()
    expect(res.body).not.toContain('<script>alert(1)')
    // The stand-in read the settings through the API, in process.
    expect(JSON.parse(state ?? 'null')).toEqual({
      url: '/tienda',
      store: 'Moda Andina',
      trap: '</script><script>alert(1)</script>',
    })
    // The page already carries its data: no preload fetches it again.
    expect(res.body).not.toContain('as="fetch"')
    expect(res.body).toContain('<title>Moda Andina</title>')
  })

  test('kept per address until what it shows changes, with an ETag and compressed bytes', async () => {
    const first = await get('/tienda?category=sin-categoria')
    const again = await get('/tienda?category=sin-categoria', { 'accept-encoding': 'br' })
    expect(again.headers['content-encoding']).toBe('br')
    const plain = await get('/tienda?category=sin-categoria')
    expect(drawing(plain.body)).toBe(drawing(first.body))
    const etag = String(plain.headers.etag)
    expect((await get('/tienda?category=sin-categoria', { 'if-none-match': etag })).statusCode).toBe(304)

    // A settings change (any instance) drops every drawn page.
    await putSettings(ctx, admin, { store_slogan: 'Hecho en Colombia' })
    const after = await get('/tienda?category=sin-categoria')
    expect(Number(drawing(after.body))).toBeGreaterThan(Number(drawing(first.body)))
  })

  test("an order's stock news drops the pages of the products it names, and only those", async () => {
    const page = `/producto/${product.id}`
    const before = drawing((await get(page)).body)
    const otherBefore = drawing((await get(`/producto/${other.id}`)).body)
    expect(drawing((await get(page)).body)).toBe(before)

    app.changes.publish(CATALOG_TAGS_TOPIC, productTag(product.id))
    expect(Number(drawing((await get(page)).body))).toBeGreaterThan(Number(before))
    expect(drawing((await get(`/producto/${other.id}`)).body)).toBe(otherBefore)
  })

  test('a page that cannot be drawn is the shell, drawn by the browser, and is not kept', async () => {
    const res = await get('/tienda?category=rota')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.body).not.toContain(SERVER_STATE_ID)
    // The shell names the data the browser will fetch.
    expect(res.body).toContain('as="fetch"')
  })

  test('a missing product is the 404 shell, not drawn', async () => {
    const res = await get('/producto/999999')
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.body).toContain('<meta name="robots" content="noindex" />')
  })
})

describe('a build without a server entry', () => {
  test('store pages are the shell, as before', async () => {
    const bare = await buildTestApp({ WEB_DIST: createTestDist(), PUBLIC_URL }, { shareDatabaseWith: ctx })
    const res = await bare.app.inject({ method: 'GET', url: '/tienda' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.body).not.toContain(SERVER_STATE_ID)
  })
})
