import { describe, expect, test } from 'vitest'
import { DESKTOP, expectAccessible, newPage, PHONE } from './support/browser'
import { catalogue, chooseOption, product, type Product } from './support/catalogue'

// docs/product/catalogue.md#low-stock: with the demo store's threshold (5), the product page names the
// variant in stock that runs low, and shows nothing for a product with plenty of everything.

const THRESHOLD = 5

/** The variants in stock at or under the threshold, fewest first (the order the page picks from). */
const lowVariants = (item: Product) =>
  item.variants
    .filter((v) => v.stock_quantity > 0 && v.stock_quantity <= THRESHOLD)
    .sort((a, b) => a.stock_quantity - b.stock_quantity)
const labelOf = (item: Product, variant: Product['variants'][number]) =>
  item.options.map((o) => o.values.find((v) => variant.value_ids.includes(v.id))!.value).join(' / ')

describe("the product page's 'Stock bajo'", () => {
  test('names the variant that runs low; a product with plenty shows none', async () => {
    const products = await catalogue()
    // The list's stock may lag an order placed by an earlier journey (an order drops only the pages of its
    // products unless one sells out, docs/decisions/007-catalogue-response-cache.md#order-invalidation):
    // the product's own page is the one that counts.
    const candidates = products.filter((p) => p.has_options)
    const details = await Promise.all(candidates.map((p) => product(p.id)))
    const low = details.find((p) => lowVariants(p).length > 0)!
    const noneLow = (p: Product) =>
      p.has_options ? lowVariants(p).length === 0 : p.stock_quantity > THRESHOLD
    const plenty =
      details.find((p) => p.stock_quantity > 50 && noneLow(p)) ??
      products.find((p) => p.stock_quantity > THRESHOLD && noneLow(p))!
    const lowest = lowVariants(low)[0]!
    const text = `Quedan ${lowest.stock_quantity} en ${labelOf(low, lowest)}`

    for (const viewport of [PHONE, DESKTOP]) {
      const page = await newPage(viewport)
      await page.goto(`/producto/${low.id}`)
      await page.getByRole('heading', { level: 1, name: low.name }).waitFor()
      const note = page.locator('p', { hasText: 'Stock bajo' })
      await note.getByText(text).waitFor()
      // Choosing that variant keeps the note on it.
      for (const option of low.options)
        await chooseOption(
          page,
          option.name,
          option.values.find((v) => lowest.value_ids.includes(v.id))!.value,
        )
      await page.getByText(`${lowest.stock_quantity} disponibles`).waitFor()
      expect(await note.innerText()).toContain(text)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      )
      await expectAccessible(page)

      await page.goto(`/producto/${plenty.id}`)
      await page.getByRole('heading', { level: 1, name: plenty.name }).waitFor()
      await page.getByText(/disponibles$/).waitFor()
      expect(await page.getByText('Stock bajo').count()).toBe(0)
      await page.context().close()
    }
  })
})
