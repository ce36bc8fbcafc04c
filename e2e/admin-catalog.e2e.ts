import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { baseURL, DESKTOP, expectAccessible, newPage, PHONE } from './support/browser'

// docs/product/back-office.md#admin-products, catalogue part: an Administrador builds a product in the back
// office (category, image, two options and their variants) and a shopper finds it; discounts set in the back
// office show in the shop.

const unique = Date.now().toString(36).slice(-5)
const categoryName = `Colección Chingaza ${unique}`
const productName = `Ruana Chingaza ${unique}`
let productId = 0

type Detail = {
  id: number
  price: number
  discount_price: number | null
  images: { image_url: string }[]
  options: { name: string; values: { value: string }[] }[]
  variants: { stock_quantity: number; sku: string | null }[]
  categories: { name: string }[]
}

const product = async (id: number): Promise<Detail> =>
  (await (await fetch(`${baseURL}/api/products/${id}`)).json()) as Detail

/** "$ 1.234.900" -> 1234900 */
const pesos = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''))

async function signInAsAdmin(page: Page) {
  await page.goto('/login')
  await page.getByLabel('Correo electrónico').fill('admin@vitrina.co')
  await page.getByLabel('Contraseña', { exact: true }).fill('Admin123!')
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await page.waitForURL((url) => url.pathname === '/admin', { timeout: 20_000 })
}

/** A real picture to upload: one of the demo store's own WebP files, as a merchant's photo would be. */
async function somePhoto(): Promise<Buffer> {
  const list = (await (await fetch(`${baseURL}/api/products?limit=20`)).json()) as Detail[]
  const stored = list.flatMap((p) => p.images).find((i) => /^[\w-]+\.webp$/.test(i.image_url))!
  const res = await fetch(`${baseURL}/uploads/products/${stored.image_url}`)
  return Buffer.from(await res.arrayBuffer())
}

async function addOption(page: Page, position: number, name: string, values: string) {
  const section = page.getByRole('region', { name: 'Opciones y variantes' })
  await section.getByRole('button', { name: 'Añadir opción' }).click()
  const option = section.getByRole('group', { name: `Opción ${position}` })
  await option.getByLabel('Nombre de la opción').fill(name)
  const valueBox = section.getByLabel(`Añadir valor a ${name}`)
  await valueBox.fill(values)
  await valueBox.press('Enter')
}

/** Chooses an option value on the product page by clicking its chip (the radio is visually hidden). */
async function choose(page: Page, option: string, value: string) {
  const group = page.getByRole('group', { name: new RegExp(`^${option}`) })
  // A value that only leads to sold-out variants is named '<value> (agotado)'.
  const radio = page.getByRole('radio', { name: new RegExp(`^${value}( \\(agotado\\))?$`) })
  await group.locator('label', { has: radio }).click()
}

describe('catalogue back office', () => {
  test('an Administrador creates a category, then a product with an image, two options and variants', async () => {
    const page = await newPage(DESKTOP)
    await signInAsAdmin(page)

    await page.goto('/admin/categorias/nueva')
    await page.getByLabel('Nombre').fill(categoryName)
    expect(await page.getByLabel('Slug').inputValue()).toBe(`coleccion-chingaza-${unique}`)
    await page.getByRole('button', { name: 'Crear categoría' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/categorias')
    await page.getByRole('link', { name: categoryName, exact: true }).waitFor()
    await expectAccessible(page)

    await page.goto('/admin/productos/nuevo')
    await page.getByLabel('Nombre').fill(productName)
    await page
      .getByLabel('Descripción')
      .fill('Ruana de lana virgen tejida en telar, para el frío del páramo.')
    await page.getByLabel('Precio (COP)').fill('159900')
    await page.getByLabel('Marca (opcional)').fill('Telar Andino')
    await page.getByRole('checkbox', { name: categoryName }).check()
    await page.getByRole('button', { name: 'Crear producto' }).click()
    await page.waitForURL(/\/admin\/productos\/editar\/\d+$/, { timeout: 20_000 })
    productId = Number(new URL(page.url()).pathname.split('/').at(-1))

    await page.getByLabel(/Subir imágenes/).setInputFiles({
      name: 'ruana.webp',
      mimeType: 'image/webp',
      buffer: await somePhoto(),
    })
    await page.getByRole('img', { name: 'Imagen 1 (principal)' }).waitFor({ timeout: 30_000 })

    await addOption(page, 1, 'Talla', 'S, M')
    await addOption(page, 2, 'Color', 'Gris, Negro')
    const section = page.getByRole('region', { name: 'Opciones y variantes' })
    await section.getByText('4 combinaciones').waitFor()
    const stocks: Record<string, string> = {
      'S / Gris': '3',
      'S / Negro': '0',
      'M / Gris': '7',
      'M / Negro': '2',
    }
    for (const [label, stock] of Object.entries(stocks))
      await section.getByLabel(`Stock de ${label}`).fill(stock)
    await section.getByLabel('SKU de S / Gris').fill(`RUA-${unique}-SG`)
    await section.getByLabel('Precio propio de M / Negro').fill('169900')
    await expectAccessible(page)
    await section.getByRole('button', { name: 'Guardar variantes' }).click()
    await page.getByText('Variantes guardadas.').waitFor({ timeout: 15_000 })

    const saved = await product(productId)
    expect(saved.images).toHaveLength(1)
    expect(saved.images[0]!.image_url).toMatch(/\.webp$/)
    expect(saved.options.map((o) => [o.name, o.values.map((v) => v.value)])).toEqual([
      ['Talla', ['S', 'M']],
      ['Color', ['Gris', 'Negro']],
    ])
    expect(saved.variants.map((v) => v.stock_quantity).sort()).toEqual([0, 2, 3, 7])
    expect(saved.variants.some((v) => v.sku === `RUA-${unique}-SG`)).toBe(true)
    expect(saved.categories.map((c) => c.name)).toEqual([categoryName])
    await page.context().close()
  })

  test('a shopper finds it with the header search and chooses a variant', async () => {
    const page = await newPage(DESKTOP)
    await page.goto('/')
    await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(`chingaza ${unique}`)
    const result = page.locator(`a[data-result][href="/producto/${productId}"]`)
    await result.waitFor({ timeout: 15_000 })
    await result.click()
    await page.getByRole('heading', { level: 1, name: productName }).waitFor()
    await choose(page, 'Talla', 'M')
    await choose(page, 'Color', 'Gris')
    await page.getByText('7 disponibles').waitFor()
    await choose(page, 'Talla', 'S')
    await choose(page, 'Color', 'Negro')
    expect(await page.getByRole('button', { name: 'Agotado' }).isDisabled()).toBe(true)
    await page.context().close()

    const phone = await newPage(PHONE)
    await phone.goto(`/producto/${productId}`)
    await phone.getByRole('heading', { level: 1, name: productName }).waitFor()
    await expectAccessible(phone)
    await phone.context().close()
  })

  test('a category discount and a product discount set on a phone show in the shop', async () => {
    const admin = await newPage(PHONE)
    await signInAsAdmin(admin)
    await admin.goto('/admin/descuentos')
    const card = admin.getByRole('region', { name: 'Descuento por categoría' })
    await card.getByLabel('Categoría').selectOption({ label: `${categoryName} (1)` })
    await card.getByLabel('Descuento (%)').fill('25')
    await card.getByRole('button', { name: 'Aplicar a la categoría' }).click()
    await admin.getByRole('dialog').getByRole('button', { name: 'Aplicar descuento' }).click()
    await admin.getByText(`Descuento del 25 % aplicado a 1 producto de ${categoryName}.`).waitFor()
    await expectAccessible(admin)

    const shop = await newPage(DESKTOP)
    await shop.goto(`/producto/${productId}`)
    await shop.getByRole('heading', { level: 1, name: productName }).waitFor()
    const struck = shop.locator('main s').first()
    expect(pesos(await struck.textContent())).toBe(159_900)
    await shop.getByText('$ 119.900').first().waitFor()
    await expectAccessible(shop)

    // A different percentage for this one product, from its row of the list.
    await admin.getByRole('searchbox', { name: 'Buscar' }).fill(`chingaza ${unique}`)
    const row = admin.getByRole('form', { name: `Descuento de ${productName}` })
    await row.waitFor({ timeout: 15_000 })
    expect(await row.getByRole('spinbutton').inputValue()).toBe('25')
    await row.getByRole('spinbutton').fill('10')
    await row.getByText('$ 143.900').waitFor()
    await row.getByRole('button', { name: `Guardar el descuento de ${productName}` }).click()
    await admin.getByText('Descuento del 10 % guardado.').waitFor()

    await shop.reload()
    await shop.getByText('$ 143.900').first().waitFor()
    expect((await product(productId)).discount_price).toBe(143_900)
    await admin.context().close()
    await shop.context().close()
  })

  test('the products list finds it, shows its stock level, and deleting asks first', async () => {
    const page = await newPage(PHONE)
    await signInAsAdmin(page)
    await page.goto(`/admin/productos?search=${encodeURIComponent(`chingaza ${unique}`)}`)
    const table = page.getByRole('table', { name: 'Productos' })
    await table.getByRole('link', { name: productName, exact: true }).waitFor({ timeout: 15_000 })
    expect(await table.getByText('Stock bajo').first().isVisible()).toBe(true)
    await expectAccessible(page)
    await table.getByRole('button', { name: `Eliminar ${productName}` }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar producto' }).click()
    await page.getByText('Ningún producto coincide').waitFor({ timeout: 15_000 })
    expect((await fetch(`${baseURL}/api/products/${productId}`)).status).toBe(404)
    await page.context().close()
  })
})

// docs/product/catalogue.md#future-product-images: staff give an upcoming product a picture from the back
// office and the home's 'Próximamente' row shows it.
describe('a future product with an uploaded picture', () => {
  test('created on a phone with its photo, then shown in the home row', async () => {
    const name = `Sombrero Chingaza ${unique}`
    const page = await newPage(PHONE)
    await signInAsAdmin(page)
    await page.goto('/admin/productos-futuros/nuevo')
    await page.getByLabel('Nombre').fill(name)
    await page.getByLabel('Subir una imagen').setInputFiles({
      name: 'sombrero.webp',
      mimeType: 'image/webp',
      buffer: await somePhoto(),
    })
    await page.getByText('sombrero.webp: se sube al guardar.').waitFor()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Crear producto futuro' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/productos-futuros', { timeout: 15_000 })
    const list = (await (await fetch(`${baseURL}/api/future-products`)).json()) as {
      name: string
      image_url: string | null
    }[]
    const saved = list.find((f) => f.name === name)!
    expect(saved.image_url).toMatch(/^[\w-]+\.webp$/)

    await page.goto('/')
    const card = page
      .getByRole('list', { name: 'Próximamente' })
      .getByRole('listitem')
      .filter({ hasText: name })
    await card.scrollIntoViewIfNeeded()
    const img = card.locator('img')
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0)
    expect(await img.getAttribute('src')).toContain(saved.image_url!.replace('.webp', ''))
    await page.context().close()
  })
})
