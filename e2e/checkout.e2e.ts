import { readFile } from 'node:fs/promises'
import type { Download, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { DESKTOP, newPage, PHONE } from './support/browser'
import { addVariantToCart, catalogue, product } from './support/catalogue'
import { expectAccessibleAtBothSizes, logIn, registerShopper } from './support/shopper'

// Journey (docs/product/checkout-and-payments.md#checkout): a customer buys a variant and a simple product
// with cash on delivery at a new address, sees the confirmation, finds the order in 'Mi Historial de Pedidos'
// and downloads the receipt. docs/product/platform.md#one-process: the demo store's shelf prices include IVA,
// so the total is the shelf prices plus the shipping of the address's zone (Medellín: Valle de Aburrá, $
// 8.000, free from $ 150.000), with the IVA shown apart.

/** "$ 1.234.900" -> 1234900 */
const pesos = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''))
const shelf = (item: { price: number; discount_price: number | null }) =>
  item.discount_price !== null && item.discount_price < item.price ? item.discount_price : item.price

/** The PDF a download saved, and the name the browser gave it. */
async function savedPdf(page: Page, click: () => Promise<void>) {
  const [download] = (await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), click()])) as [
    Download,
    void,
  ]
  const bytes = await readFile((await download.path())!)
  return { name: download.suggestedFilename(), bytes }
}

describe('checkout with cash on delivery', () => {
  test('variant + simple product, new address, confirmation, history and receipt', async () => {
    const products = await catalogue()
    // General IVA class only: the journey checks the single-rate figure (docs/decisions/030-iva-by-product.md).
    const general = products.filter((p) => p.tax_class === 'general')
    const simple = general.find((p) => !p.has_options && p.stock_quantity > 3)!
    const withOptions = general.find((p) => p.has_options && p.variants.some((v) => v.stock_quantity > 3))!
    const variant = withOptions.variants.find((v) => v.stock_quantity > 3)!
    // Read fresh from each product's page: a list may show stock a few units old until a product sells out
    // (docs/decisions/007-catalogue-response-cache.md#order-invalidation), and earlier journeys sold some.
    const stockBefore = {
      simple: (await product(simple.id)).stock_quantity,
      variant: (await product(withOptions.id)).variants.find((v) => v.id === variant.id)!.stock_quantity,
    }
    const shopper = await registerShopper('valentina')
    const page = await newPage(PHONE)
    await logIn(page, shopper.email, shopper.password)

    await page.goto(`/producto/${simple.id}`)
    await page.getByRole('button', { name: 'Añadir al Carrito' }).click()
    await page.getByText(`${simple.name} se añadió al carrito`).waitFor()
    const variantName = await addVariantToCart(page, withOptions, variant)

    await page.goto('/carrito')
    const cartSummary = page.getByRole('region', { name: 'Resumen del pedido' })
    await cartSummary.getByText('Envío calculado en el checkout').waitFor()
    await page.getByRole('link', { name: /Proceder al Checkout/ }).click()
    await page.waitForURL((url) => url.pathname === '/checkout')
    await page.getByRole('heading', { level: 1, name: 'Finalizar Compra' }).waitFor()
    // docs/product/checkout-and-payments.md#mobile-summary: on a phone the summary is folded above the steps.
    const summary = page.getByRole('region', { name: 'Resumen del pedido' })
    const toggle = page.getByRole('button', { name: /Ver resumen del pedido/ })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await summary.isVisible()).toBe(false)
    const top = async (name: RegExp) => (await page.getByRole('heading', { name }).boundingBox())!.y
    expect((await toggle.boundingBox())!.y).toBeLessThan(await top(/Dirección de envío/))
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await summary.getByText(variantName).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.setViewportSize(DESKTOP)
    expect(await toggle.isVisible()).toBe(false)
    expect(await summary.isVisible()).toBe(true)
    await page.setViewportSize(PHONE)
    await summary.getByText(simple.name).waitFor()
    // PayPal is configured but its script cannot load here: a clear message, cash on delivery still works.
    await page.getByText('No se pudo cargar PayPal.', { exact: false }).waitFor({ timeout: 20_000 })
    expect(await page.getByText(/^Pagarás US\$ [\d.]+,\d\d \(1 US\$ = [\d.,]+ COP\)$/).count()).toBe(1)
    await expectAccessibleAtBothSizes(page)

    // docs/product/checkout-and-payments.md#payment-step: nothing to pay with before an address exists.
    const payOnDelivery = page.getByRole('button', { name: 'Pago Contra Entrega' })
    expect(await payOnDelivery.isDisabled()).toBe(true)
    await page.getByText('Elige o añade una dirección de envío para poder pagar.').waitFor()

    // A new customer has no address yet: the form is open and the saved address becomes the chosen one.
    const form = page.getByRole('form', { name: 'Nueva dirección' })
    expect(await form.getByLabel('Nombre de quien recibe').inputValue()).toBe(shopper.username)
    await form.getByLabel('Nombre de quien recibe').fill('Valentina Gómez')
    await form.getByLabel('Teléfono').fill('310 456 7890')
    await form.getByLabel('Dirección', { exact: true }).fill('Calle 10 # 43E-31, Apto 502')
    await form.getByLabel('Departamento').selectOption('Antioquia')
    await form.getByRole('combobox', { name: 'Municipio o ciudad' }).fill('Medellín')
    await form.getByRole('listbox', { name: 'Municipios' }).getByRole('option', { name: 'Medellín' }).click()
    await form.getByLabel('Código postal').fill('050021')
    await form.getByLabel('Referencia (opcional)').fill('Edificio Los Balsos')
    await form.getByRole('button', { name: 'Guardar dirección' }).click()
    const chosen = page.getByRole('radio', { name: /Calle 10 # 43E-31/ })
    await chosen.waitFor()
    expect(await chosen.isChecked()).toBe(true)

    // The zone of the new address prices shipping at once; the IVA is contained in the shelf prices.
    const goods = shelf(simple) + shelf({ price: variant.price_override ?? withOptions.price, ...variant })
    const shipping = goods >= 150_000 ? 0 : 8_000
    await summary.getByText('Valle de Aburrá · 1 a 2 días hábiles').waitFor()
    const amount = (term: string | RegExp) =>
      summary.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd')
    expect(pesos(await amount(/^Total$/).innerText())).toBe(goods + shipping)
    expect(pesos(await amount('IVA 19% incluido').innerText())).toBe(Math.round((goods * 0.19) / 1.19))

    expect(await payOnDelivery.isEnabled()).toBe(true)
    await payOnDelivery.click()
    await page.waitForURL(/\/pedido-confirmado\/[0-9a-f-]{36}$/, { timeout: 20_000 })
    await page.getByRole('heading', { name: '¡Gracias por tu compra!' }).waitFor()
    // The number people say on the phone (docs/product/orders.md#order-number): '#1001'.
    const shown = page.locator('strong', { hasText: /^#\d+$/ })
    await shown.waitFor()
    const number = (await shown.innerText()).slice(1)
    expect(await page.getByRole('link', { name: 'Seguir Comprando' }).getAttribute('href')).toBe('/tienda')
    const confirmed = (term: string | RegExp) =>
      page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd')
    expect(pesos(await confirmed(/^Total$/).innerText())).toBe(goods + shipping)
    await confirmed('IVA 19% incluido').waitFor()
    expect(await confirmed('Entrega').innerText()).toBe('Valle de Aburrá, 1 a 2 días hábiles')
    await expectAccessibleAtBothSizes(page)

    const receipt = await savedPdf(page, () =>
      page.getByRole('button', { name: 'Descargar Recibo (PDF)' }).click(),
    )
    expect(receipt.name).toBe(`recibo-vitrina-${number}.pdf`)
    expect(receipt.bytes.subarray(0, 5).toString()).toBe('%PDF-')

    // The cart was emptied, and the stock went down by what was bought.
    expect(await page.getByRole('link', { name: 'Carrito', exact: true }).count()).toBeGreaterThan(0)
    expect((await product(simple.id)).stock_quantity).toBe(stockBefore.simple - 1)
    const variantAfter = (await product(withOptions.id)).variants.find((v) => v.id === variant.id)!
    expect(variantAfter.stock_quantity).toBe(stockBefore.variant - 1)

    await page.goto('/cuenta/pedidos')
    await page.getByRole('heading', { level: 1, name: 'Mi Historial de Pedidos' }).waitFor()
    const row = page.getByRole('button', { name: `Pedido #${number}: ver productos` })
    const details = page.locator(`[id="${await row.getAttribute('aria-controls')}"]`)
    await row.click()
    await details.getByText(withOptions.name, { exact: true }).waitFor()
    await details.getByText(simple.name, { exact: true }).waitFor()
    expect(await page.getByRole('table').getByText('Por confirmar').isVisible()).toBe(true)
    await expectAccessibleAtBothSizes(page)
    const again = await savedPdf(page, () =>
      details.getByRole('button', { name: 'Descargar Recibo (PDF)' }).click(),
    )
    expect(again.name).toBe(receipt.name)
    expect(again.bytes.subarray(0, 5).toString()).toBe('%PDF-')
    await page.context().close()
    // A long journey with six accessibility scans and two downloads, on a shared two-core machine.
  }, 180_000)

  test('an empty cart at /checkout offers the way back to the shop', async () => {
    const shopper = await registerShopper('andres')
    const page = await newPage()
    await logIn(page, shopper.email, shopper.password)
    await page.goto('/checkout')
    await page.getByText('Tu carrito está vacío').waitFor()
    expect(await page.getByRole('link', { name: 'Volver a la tienda' }).getAttribute('href')).toBe('/tienda')
    await expectAccessibleAtBothSizes(page)
    await page.context().close()
  })
})
