import { describe, expect, test } from 'vitest'
import { baseURL, expectAccessible, newPage, PHONE } from './support/browser'

// Journeys (docs/product/catalogue.md#category-menu, #category-page, #product-detail): browsing the demo
// store by category, from the header menu to a product.

type Category = { name: string; slug: string; description: string | null; product_count: number }

async function categories(): Promise<Category[]> {
  const res = await fetch(`${baseURL}/api/categories`)
  return (await res.json()) as Category[]
}

describe('browse by category', () => {
  test("the header 'Categorías' menu by keyboard, the category page, a product and its breadcrumb", async () => {
    const list = await categories()
    const page = await newPage()
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Categorías' })
    await button.focus()
    await page.keyboard.press('ArrowDown')
    const menu = page.getByRole('menu', { name: 'Categorías' })
    await menu.waitFor()
    expect(await button.getAttribute('aria-expanded')).toBe('true')
    const items = menu.getByRole('menuitem')
    expect(await items.allInnerTexts()).toEqual(list.map((c) => c.name))
    await expect.poll(() => items.first().evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true)
    await expectAccessible(page)

    const category = list.find((c) => c.product_count > 0 && c.description)!
    const steps = list.indexOf(category)
    await page.keyboard.press('Enter')
    await items.first().waitFor()
    for (let i = 0; i < steps; i += 1) await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/tienda' && url.search === `?category=${category.slug}`)
    await page.getByRole('heading', { level: 1, name: category.name }).waitFor()
    await page.getByText(category.description!, { exact: true }).waitFor()
    await expect.poll(() => page.title()).toMatch(new RegExp(`^${category.name} \\|`))
    const cards = page.locator('article')
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(category.product_count)
    await expectAccessible(page)

    const first = cards.first().locator('a[href^="/producto/"]').first()
    const name = (await cards.first().locator('h3').innerText()).trim()
    await first.click()
    await page.waitForURL(/\/producto\/\d+$/)
    await page.getByRole('heading', { level: 1, name }).waitFor()
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' })
    expect((await crumbs.getByRole('listitem').allInnerTexts()).map((t) => t.trim())).toEqual([
      'Inicio',
      'Tienda',
      category.name,
      name,
    ])
    expect(await crumbs.getByRole('link', { name: category.name }).getAttribute('href')).toBe(
      `/tienda?category=${category.slug}`,
    )
    expect(await crumbs.locator('[aria-current="page"]').innerText()).toBe(name)
    await expectAccessible(page)
    await page.context().close()
  })

  test('on a 390 px phone the category page, the home tiles and a breadcrumb never scroll sideways', async () => {
    const [category] = (await categories()).filter((c) => c.product_count > 0)
    const page = await newPage(PHONE)
    const width = () => page.evaluate(() => document.documentElement.scrollWidth)

    await page.goto(`/tienda?category=${category!.slug}`)
    await page.getByRole('heading', { level: 1, name: category!.name }).waitFor()
    await page.locator('article').first().waitFor({ timeout: 10_000 })
    expect(await width()).toBeLessThanOrEqual(PHONE.width)
    await expectAccessible(page)

    await page.goto('/')
    await page.getByRole('heading', { name: 'Compra por categoría' }).waitFor()
    expect(await width()).toBeLessThanOrEqual(PHONE.width)

    // The longest product name: the breadcrumb stays one line, cut with an ellipsis.
    const res = await fetch(`${baseURL}/api/products?category=${category!.slug}&limit=100`)
    const products = (await res.json()) as { id: number; name: string }[]
    const longest = products.reduce((a, b) => (b.name.length > a.name.length ? b : a))
    await page.goto(`/producto/${longest.id}`)
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' })
    await crumbs.waitFor()
    const box = await crumbs.boundingBox()
    expect(box!.height).toBeLessThan(30)
    expect(await width()).toBeLessThanOrEqual(PHONE.width)
    await page.context().close()
  })
})
