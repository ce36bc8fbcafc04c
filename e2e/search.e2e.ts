import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { DESKTOP, expectAccessible, newPage, PHONE } from './support/browser'
import { catalogue } from './support/catalogue'

// Journeys (docs/product/search.md#header-search, #synonyms, #staff-synonyms): the header search on the demo
// store knows the shopper's words, and staff teach it their own.

/** The names in the header dropdown once results for `text` are shown. */
async function headerSearch(page: Page, text: string): Promise<string[]> {
  const box = page.getByRole('searchbox', { name: 'Buscar productos' })
  await box.fill(text)
  const results = page.locator('a[data-result][href^="/producto/"]')
  await results.first().waitFor({ timeout: 10_000 })
  return (await results.locator('span span:first-child').allInnerTexts()).map((n) => n.trim())
}

async function signInAsAdmin(page: Page) {
  await page.goto('/login')
  await page.getByLabel('Correo electrónico').fill('admin@vitrina.co')
  await page.getByLabel('Contraseña', { exact: true }).fill('Admin123!')
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await page.waitForURL((url) => url.pathname === '/admin', { timeout: 20_000 })
}

describe("search that knows the shopper's words", () => {
  test.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])("'zapatos' shows the shoes of 'Calzado' in the header dropdown (%s)", async (_, viewport) => {
    const page = await newPage(viewport)
    await page.goto('/')
    const shoes = (await catalogue())
      .filter((p) => p.categories.some((c) => c.slug === 'calzado'))
      .map((p) => p.name)
    const names = await headerSearch(page, 'zapatos')
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(shoes).toContain(name)
    await expectAccessible(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    )
    await page.context().close()
  })

  test("'zapatos rojos' shows a red shoe first, not a lipstick", async () => {
    const page = await newPage()
    await page.goto('/')
    const names = await headerSearch(page, 'zapatos rojos')
    expect(names[0]).toBe('Alpargatas de Fique')
    expect(names).not.toContain('Labial Mate de Larga Duración')
    await page.context().close()
  })

  test('staff add a synonym group and the store search uses it at once', async () => {
    const page = await newPage()
    await page.goto('/')
    await page.getByRole('searchbox', { name: 'Buscar productos' }).fill('cotizas')
    await page.getByText('No se encontraron resultados para "cotizas"').waitFor({ timeout: 10_000 })

    await signInAsAdmin(page)
    await page.getByRole('link', { name: 'Sinónimos de búsqueda' }).click()
    await page.getByRole('heading', { level: 1, name: 'Sinónimos de búsqueda' }).waitFor()
    await page.getByRole('button', { name: 'Nuevo grupo' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nuevo grupo de sinónimos' })
    await dialog.getByRole('button', { name: 'Guardar grupo' }).click()
    await dialog.getByText('Escribe al menos dos palabras distintas.').waitFor()
    await expectAccessible(page)
    await dialog.getByLabel('Palabras que significan lo mismo').fill('cotizas, alpargata')
    await dialog.getByRole('button', { name: 'Guardar grupo' }).click()
    const group = page.getByRole('list', { name: 'Sinónimos: alpargata, cotizas' })
    await group.waitFor()
    await expectAccessible(page)

    await page.goto('/tienda?search=cotizas')
    await expect
      .poll(() => page.locator('article h3').first().innerText(), { timeout: 10_000 })
      .toBe('Alpargatas de Fique')

    await page.goto('/admin/sinonimos')
    await page.getByRole('button', { name: 'Eliminar «alpargata, cotizas»' }).click()
    await page.getByRole('button', { name: 'Sí, eliminar' }).click()
    await page.getByText('Aún no hay sinónimos propios').waitFor()
    await page.context().close()
  })

  test('the synonyms screen fits a phone', async () => {
    const page = await newPage(PHONE)
    await signInAsAdmin(page)
    await page.goto('/admin/sinonimos')
    await page.getByRole('heading', { level: 1, name: 'Sinónimos de búsqueda' }).waitFor()
    await page.getByText('Aún no hay sinónimos propios').waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await expectAccessible(page)
    await page.context().close()
  })
})
