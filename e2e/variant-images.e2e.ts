import type { Locator, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { baseURL, DESKTOP, expectAccessible, newPage, PHONE } from './support/browser'
import { chooseOption, type Product } from './support/catalogue'

// Journeys (docs/product/catalogue.md#variant-images): a colour's photo leads the product page, the card and
// the cart line, on the demo store whose colours are drawn and linked.

type WithImages = Product & { images: { image_url: string; option_value_id: number | null }[] }

/** A demo product with a Color option whose colours all have photos, and a colour in stock. */
async function colouredProduct() {
  const res = await fetch(`${baseURL}/api/products?search=camiseta&limit=100`)
  const products = (await res.json()) as WithImages[]
  for (const product of products) {
    const colour = product.options.find((o) => o.name === 'Color')
    if (!colour || colour.values.length < 3) continue
    // Not the first colour: its photo is also the primary one, so choosing it would prove nothing.
    for (const value of colour.values.slice(1)) {
      const photo = product.images.find((i) => i.option_value_id === value.id)
      const variant = product.variants.find((v) => v.value_ids.includes(value.id) && v.stock_quantity > 0)
      if (photo && variant) return { product, value, photo, variant }
    }
  }
  throw new Error('la tienda de demostración no tiene un producto con colores vinculados')
}

/** The stored name of the picture an <img> shows, whatever width the browser picked. */
const shown = async (img: Locator) =>
  ((await img.evaluate((el: HTMLImageElement) => el.currentSrc || el.src)) ?? '')
    .replace(/^.*\/uploads\/products\//, '')
    .replace(/(-\d+)?\.webp$/, '')
const base = (ref: string) => ref.replace(/\.webp$/, '')

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

describe('variant images', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`choosing a colour shows its photo first, then in the cart line (${viewport.width} px)`, async () => {
      const { product, value, photo, variant } = await colouredProduct()
      const page = await newPage(viewport)
      await page.goto(`/producto/${product.id}`)
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor()
      const main = page.getByRole('button', { name: /^Ampliar foto/ }).locator('img')
      expect(await shown(main)).not.toBe(base(photo.image_url))

      for (const option of product.options) {
        const chosen = option.values.find((v) => variant.value_ids.includes(v.id))!
        await chooseOption(page, option.name, chosen.value)
      }
      await expect.poll(() => shown(main)).toBe(base(photo.image_url))
      const firstThumbnail = page.getByRole('list', { name: 'Miniaturas' }).locator('img').first()
      expect(await shown(firstThumbnail)).toBe(base(photo.image_url))
      expect(await noSidewaysScroll(page)).toBe(true)
      await expectAccessible(page)

      await page.getByRole('button', { name: 'Añadir al Carrito' }).click()
      await page.getByText(new RegExp(`\\(.*${value.value}.*\\) se añadió al carrito`)).waitFor()
      await page.goto('/carrito')
      const line = page.getByRole('listitem').filter({ hasText: value.value }).first()
      await line.waitFor()
      expect(await shown(line.locator('img'))).toBe(base(photo.image_url))
      expect(await noSidewaysScroll(page)).toBe(true)
      await expectAccessible(page)
      await page.context().close()
    })
  }

  test("a card's colour swatches switch its picture", async () => {
    const { product, value, photo } = await colouredProduct()
    const page = await newPage(PHONE)
    await page.goto(`/tienda?search=${encodeURIComponent(product.name)}`)
    const card = page.locator('article').filter({ has: page.getByRole('link', { name: product.name }) })
    const swatches = card.getByRole('group', { name: `Colores de ${product.name}` })
    await swatches.waitFor()
    const picture = card.locator('img').first()
    expect(await shown(picture)).not.toBe(base(photo.image_url))
    await swatches.getByRole('button', { name: value.value, exact: true }).click()
    await expect.poll(() => shown(picture)).toBe(base(photo.image_url))
    expect(
      await swatches.getByRole('button', { name: value.value, exact: true }).getAttribute('aria-pressed'),
    ).toBe('true')
    expect(await noSidewaysScroll(page)).toBe(true)
    await expectAccessible(page)

    // The colour goes with the shopper: the product page opens with it chosen and its photo first.
    await card.getByRole('link', { name: product.name }).click()
    await page.waitForURL(new RegExp(`/producto/${product.id}\\?valor=${value.id}$`))
    const main = page.getByRole('button', { name: /^Ampliar foto/ }).locator('img')
    await expect.poll(() => shown(main)).toBe(base(photo.image_url))
    expect(await page.getByRole('radio', { name: value.value, exact: true }).isChecked()).toBe(true)
    await page.context().close()
  })
})
