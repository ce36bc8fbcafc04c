import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { baseURL, DESKTOP, expectAccessible, newPage, PHONE } from './support/browser'
import { catalogue, chooseOption, settings } from './support/catalogue'
import { logIn, registerShopper } from './support/shopper'

// Journeys (docs/product/catalogue.md#shop): the storefront on the demo store, at desktop and phone sizes.

/** "$ 1.234.900" -> 1234900 */
const pesos = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''))

const path = (page: Page) => new URL(page.url()).pathname

describe('finding products', () => {
  test('the header search opens a product from its dropdown', async () => {
    const page = await newPage()
    await page.goto('/')
    const box = page.getByRole('searchbox', { name: 'Buscar productos' })
    await box.fill('camisa')
    const first = page.locator('a[data-result][href^="/producto/"]').first()
    await first.waitFor({ timeout: 10_000 })
    const name = (await first.locator('span span').first().innerText()).trim()
    await first.click()
    await page.waitForURL(/\/producto\/\d+$/)
    await page.getByRole('heading', { level: 1, name }).waitFor()
    await page.context().close()
  })

  test('a colour in the search shows that colour on the card and opens the product on it', async () => {
    const item = (await catalogue()).find((p) => p.name === 'Alpargatas de Fique')!
    const red = item.options.flatMap((o) => o.values).find((v) => v.value === 'Rojo')!
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await newPage(viewport)
      await page.goto('/tienda?search=alpargatas+rojas')
      const card = page.locator('article', { has: page.getByRole('link', { name: item.name }) })
      await card.getByRole('button', { name: 'Rojo' }).waitFor()
      expect(await card.getByRole('button', { name: 'Rojo' }).getAttribute('aria-pressed')).toBe('true')
      await page.screenshot({ path: `/tmp/shots-search-colour-${viewport.width}.png` })
      if (viewport === PHONE) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
        await expectAccessible(page)
      }
      await card.getByRole('link', { name: item.name }).click()
      await page.waitForURL((url) => url.search === `?valor=${red.id}`)
      expect(await page.getByRole('radio', { name: /Rojo/ }).isChecked()).toBe(true)
      await page.context().close()
    }
  })

  test('filters go to the query string and narrow the grid (desktop sidebar)', async () => {
    const page = await newPage()
    await page.goto('/tienda')
    const filters = page.getByRole('complementary', { name: 'Filtros' })
    await filters.getByLabel('Categoría').selectOption('camisetas')
    await filters.getByLabel('Mínimo').fill('0')
    await filters.getByLabel('Máximo').fill('60000')
    await filters.getByRole('button', { name: 'Aplicar Filtros' }).click()
    await page.waitForURL((url) => url.search === '?category=camisetas&maxPrice=60000')

    const expected = (await catalogue()).filter(
      (p) =>
        p.categories.some((c) => c.slug === 'camisetas') &&
        Math.min(p.price, p.discount_price ?? p.price) <= 60_000,
    )
    const cards = page.locator('article')
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(expected.length)
    const names = await cards.locator('h3').allInnerTexts()
    expect(names.sort()).toEqual(expected.map((p) => p.name).sort())
    await page.context().close()
  })

  test('on a phone the filters are a drawer, and the minimum rating reaches the URL', async () => {
    const page = await newPage(PHONE)
    await page.goto('/tienda')
    await page.getByRole('button', { name: 'Mostrar Filtros' }).click()
    const drawer = page.getByRole('dialog', { name: 'Filtros' })
    await drawer.locator('label', { has: page.getByRole('radio', { name: '4 estrellas o más' }) }).click()
    await drawer.getByRole('button', { name: 'Aplicar Filtros' }).click()
    await page.waitForURL((url) => url.search === '?minRating=4')
    await expect.poll(() => drawer.count()).toBe(0)
    await expect.poll(() => page.getByText(/^Mostrando/).isVisible()).toBe(true)
    await page.context().close()
  })
})

describe('cart', () => {
  // docs/product/cart-and-totals.md#totals
  test('a simple product and a variant become two lines with the documented totals', async () => {
    const products = await catalogue()
    // General IVA class only: the journey checks the single-rate figure (docs/decisions/030-iva-by-product.md).
    const general = products.filter((p) => p.tax_class === 'general')
    const simple = general.find((p) => !p.has_options && p.stock_quantity > 2)!
    const withOptions = general.find((p) => p.has_options && p.variants.some((v) => v.stock_quantity > 0))!
    const variant = withOptions.variants.find((v) => v.stock_quantity > 0)!
    const page = await newPage(PHONE)

    await page.goto(`/producto/${simple.id}`)
    await page.getByRole('button', { name: 'Añadir al Carrito' }).click()
    await page.getByText(`${simple.name} se añadió al carrito`).waitFor()

    await page.goto(`/producto/${withOptions.id}`)
    expect(await page.getByRole('button', { name: 'Selecciona las opciones' }).isDisabled()).toBe(true)
    const labels: string[] = []
    for (const option of withOptions.options) {
      const value = option.values.find((v) => variant.value_ids.includes(v.id))!
      labels.push(value.value)
      await chooseOption(page, option.name, value.value)
    }
    await page.getByRole('button', { name: 'Añadir al Carrito' }).click()
    const variantName = `${withOptions.name} (${labels.join(' / ')})`
    await page.getByText(`${variantName} se añadió al carrito`).waitFor()

    await page.goto('/carrito')
    await page.getByRole('heading', { level: 1, name: 'Tu Carrito (2 productos)' }).waitFor()
    expect(await page.getByRole('link', { name: simple.name, exact: true }).isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: variantName, exact: true }).isVisible()).toBe(true)

    // The spec's formula with the demo store's IVA-included prices (docs/product/platform.md#one-process),
    // computed here on its own, must match what the page shows; with shipping zones the cart leaves shipping
    // to the checkout.
    const s = await settings()
    const variantPrice = variant.price_override ?? withOptions.price
    const variantDiscount =
      variant.price_override === null ? withOptions.discount_price : variant.discount_price
    const lines = [
      { price: simple.price, discount: simple.discount_price },
      { price: variantPrice, discount: variantDiscount },
    ]
    const subtotal = lines.reduce((sum, l) => sum + l.price, 0)
    const discounted = lines.reduce(
      (sum, l) => sum + (l.discount !== null && l.discount < l.price ? l.discount : l.price),
      0,
    )
    expect(s).toMatchObject({
      prices_include_tax: 'true',
      tax_enabled: 'true',
      shipping_zones_enabled: 'true',
    })
    const rate = Number(s.tax_rate)
    const summary = page.getByRole('region', { name: 'Resumen del pedido' })
    const amount = (term: string | RegExp) =>
      summary.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd')
    expect(pesos(await amount('Subtotal').innerText())).toBe(subtotal)
    expect(await amount(/^Envío$/).innerText()).toBe('Envío calculado en el checkout')
    expect(pesos(await amount(/^IVA \d+% incluido$/).innerText())).toBe(
      Math.round((discounted * rate) / (1 + rate)),
    )
    expect(pesos(await amount(/^Total$/).innerText())).toBe(discounted)
    await expectAccessible(page)
    await page.context().close()
  })
})

describe('comparison, wishlist and stock notices', () => {
  test('a fifth compared product is silently ignored', async () => {
    const page = await newPage()
    await page.goto('/tienda')
    const toggles = page.locator('article').getByRole('button', { name: /^Comparar / })
    await toggles.first().waitFor()
    const names: string[] = []
    for (let i = 0; i < 5; i++) {
      const toggle = toggles.nth(0)
      names.push((await toggle.getAttribute('aria-label'))!.replace('Comparar ', ''))
      await toggle.click()
    }
    await page.getByRole('button', { name: 'Comparar productos (4)' }).click()
    const dialog = page.getByRole('dialog', { name: 'Comparar Productos (4/4)' })
    await dialog.waitFor()
    const headers = await dialog.getByRole('columnheader').allInnerTexts()
    expect(headers.some((h) => h.includes(names[4]!))).toBe(false)
    for (const name of names.slice(0, 4)) expect(headers.some((h) => h.includes(name))).toBe(true)
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    await page.context().close()
  })

  test('the wishlist asks a logged-out shopper to log in', async () => {
    const page = await newPage(PHONE)
    await page.goto('/tienda')
    await page
      .locator('article')
      .getByRole('button', { name: /^Guardar .* en mi lista de deseos$/ })
      .first()
      .click()
    await page.getByText('Inicia sesión para guardar productos.').waitFor()
    await page.context().close()
  })

  test('the notify dialog registers an e-mail for a sold-out product', async () => {
    const soldOut = (await catalogue()).find((p) => p.stock_quantity < 1 && !p.has_options)!
    const page = await newPage()
    await page.goto(`/tienda?search=${encodeURIComponent(soldOut.name)}`)
    const card = page.locator('article', { has: page.getByRole('link', { name: soldOut.name, exact: true }) })
    await card.getByRole('button', { name: 'Agotado - Notificarme' }).click()
    const dialog = page.getByRole('dialog', { name: 'Avísame cuando llegue' })
    await dialog.getByRole('button', { name: 'Notificarme' }).click()
    await dialog.getByText('Por favor, ingresa tu correo electrónico.').waitFor()
    await dialog.getByLabel('Correo electrónico').fill(`aviso.${Date.now()}@correo.co`)
    await dialog.getByRole('button', { name: 'Notificarme' }).click()
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0)
    await page.getByText('¡Te avisaremos cuando vuelva a estar disponible!').waitFor()
    await page.context().close()
  })
})

describe('reviews and contact', () => {
  test('a review appears after submission', async () => {
    const product = (await catalogue())[2]!
    const page = await newPage()
    await logIn(page, 'cliente@vitrina.co', 'Cliente123!')
    await page.goto(`/producto/${product.id}`)
    await page.getByRole('tab', { name: /^Reseñas/ }).click()
    const comment = `Llegó rápido y bien empacado (${Date.now()}).`
    const panel = page.getByRole('tabpanel', { name: /^Reseñas/ })
    await panel
      .locator('label', { has: page.getByRole('radio', { name: '5 estrellas', exact: true }) })
      .click()
    await panel.getByLabel('Tu comentario').fill(comment)
    await panel.getByRole('button', { name: 'Publicar reseña' }).click()
    await panel.getByText(comment, { exact: true }).waitFor({ timeout: 10_000 })
    expect(await panel.getByLabel('Tu comentario').inputValue()).toBe('')
    await page.context().close()
  })

  // Every form is noValidate: the shopper reads the app's Spanish messages, never the browser's own
  // (which follow the browser's language), and the first wrong field takes the focus.
  test("the contact form shows the app's Spanish messages, then says the message was sent", async () => {
    const page = await newPage(PHONE)
    await page.goto('/contacto')
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Enviar mensaje' }) })
    expect(await form.evaluate((f: HTMLFormElement) => f.noValidate)).toBe(true)
    await page.getByRole('button', { name: 'Enviar mensaje' }).click()
    await form.getByText('El nombre es obligatorio.').waitFor()
    await form.getByText('Ingresa un correo electrónico válido.').waitFor()
    await form.getByText('El mensaje es obligatorio.').waitFor()
    expect(await page.getByLabel('Nombre').getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByLabel('Nombre').evaluate((el) => el === document.activeElement)).toBe(true)
    await expectAccessible(page)
    await page.getByLabel('Correo electrónico').fill('laura.gomez@')
    await page.getByRole('button', { name: 'Enviar mensaje' }).click()
    await form.getByText('Ingresa un correo electrónico válido.').waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    await page.getByLabel('Nombre').fill('Laura Gómez')
    await page.getByLabel('Correo electrónico').fill('laura.gomez@correo.co')
    await page.getByLabel('Asunto (opcional)').fill('Talla de la ruana')
    await page.getByLabel('Mensaje').fill('¿La ruana de lana viene en talla única?')
    await page.getByRole('button', { name: 'Enviar mensaje' }).click()
    await page
      .getByText('¡Mensaje enviado! Nos pondremos en contacto contigo pronto.')
      .waitFor({ timeout: 10_000 })
    expect(await page.getByLabel('Mensaje').inputValue()).toBe('')
    await page.context().close()
  })
})

describe('pages drawn by the server (docs/decisions/026-react-in-the-browser.md#server-rendering)', () => {
  test('store pages arrive drawn with their data, and a signed-in shopper with a cart adopts them without a warning', async () => {
    const products = await catalogue()
    const [first] = products
    const simple = products.find((product) => !product.has_options && product.stock_quantity > 0)
    if (!first || !simple) throw new Error('la tienda de demostración no tiene productos')
    const category = first.categories[0]?.slug ?? ''
    const read = async <T>(url: string) => (await (await fetch(baseURL + url)).json()) as T
    const { slug } = await read<{ slug: string }>(`/api/products/${first.id}`)
    const storeName = (await settings()).store_name || 'Vitrina'
    const pages: [string, string][] = [
      ['/', `>${storeName}</h1>`],
      ['/tienda', first.name],
      [`/tienda?category=${category}`, first.name],
      [`/producto/${first.id}`, first.name],
      [`/lp/${slug}`, first.name],
    ]
    // Before any script: the page's HTML already shows what it is about, with the data it was drawn from.
    for (const [url, text] of pages) {
      const html = await (await fetch(baseURL + url)).text()
      const root =
        /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="vitrina-state">/.exec(html)
      expect(root?.[1], url).toContain(text.replaceAll('&', '&amp;'))
    }

    const shopper = await registerShopper('hidratada')
    const page = await newPage(PHONE)
    await logIn(page, shopper.email, shopper.password)
    await page.goto(`/producto/${simple.id}`)
    await page.getByRole('button', { name: 'Añadir al Carrito' }).first().click()
    for (const [url] of pages) {
      await page.goto(url)
      await page.waitForLoadState('networkidle')
      // The device's session and cart, drawn right after React adopted the server's page.
      await expect.poll(() => page.getByRole('link', { name: 'Carrito (1 producto)' }).count()).toBe(1)
      await expect.poll(() => page.getByRole('link', { name: 'Iniciar sesión' }).count()).toBe(0)
    }
    await page.context().close()
    // Any hydration warning on these pages fails the file (support/browser.ts).
  }, 120_000)
})

describe('accessibility (axe: no serious or critical findings)', () => {
  const pages = [
    '/',
    '/tienda',
    '/producto/1',
    '/carrito',
    '/faqs',
    '/politicas',
    '/sobre-nosotros',
    '/contacto',
  ]
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`storefront pages at ${label} size`, async () => {
      const page = await newPage(viewport)
      for (const url of pages) {
        await page.goto(url)
        await page.waitForLoadState('networkidle')
        // Wait for the page's own content, past the shell's loading states.
        await expect
          .poll(() => page.locator('[role="status"]', { hasText: 'Cargando' }).count(), { timeout: 10_000 })
          .toBe(0)
        expect(path(page)).toBe(url)
        // One title and one description, React's: the ones the server wrote for crawlers are gone.
        expect(await page.locator('head title').count()).toBe(1)
        expect(await page.locator('head meta[name="description"]').count()).toBe(1)
        await expectAccessible(page)
      }
      await page.context().close()
    }, 120_000)
  }
})
