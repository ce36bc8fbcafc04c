import { inject, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { DESKTOP, newPage, PHONE } from './support/browser'
import { catalogue } from './support/catalogue'
import { expectAccessibleAtBothSizes, logIn, pathOf, registerShopper } from './support/shopper'

// Journey (docs/product/checkout-and-payments.md#wompi-flow): a customer pays with Wompi (the local
// stand-in the e2e server is configured with) and lands on the confirmation as 'Pagado'; a payment that is
// still pending shows 'Procesando tu pago...' until the bank settles it. The checkout shows only the methods
// that are on (docs/product/checkout-and-payments.md#payment-methods). Staff confirm a cash-on-delivery order
// 'Por confirmar' from its page (docs/product/orders.md#cod-confirmation).

const wompiCheckoutUrl = inject('wompiCheckoutUrl')
const SHOTS = '/tmp/shots-payments'

async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['390', PHONE],
    ['1440', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport)
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true })
    if (size === '390')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  }
}

/** A new customer with one product in the cart at /checkout and an address in Bogotá chosen. */
async function checkoutWithAddress(name: string) {
  const products = await catalogue()
  const item = products.find((p) => !p.has_options && p.stock_quantity > 5)!
  const shopper = await registerShopper(name)
  const page = await newPage(PHONE)
  await logIn(page, shopper.email, shopper.password)
  await page.goto(`/producto/${item.id}`)
  await page.getByRole('button', { name: 'Añadir al Carrito' }).click()
  await page.getByText(`${item.name} se añadió al carrito`).waitFor()
  await page.goto('/checkout')
  const form = page.getByRole('form', { name: 'Nueva dirección' })
  await form.getByLabel('Teléfono').fill('310 456 7890')
  await form.getByLabel('Dirección', { exact: true }).fill('Carrera 7 # 72-41')
  await form.getByLabel('Departamento').selectOption('Bogotá D.C.')
  await form.getByRole('combobox', { name: 'Municipio o ciudad' }).fill('Bogotá')
  await form.getByRole('listbox', { name: 'Municipios' }).getByRole('option', { name: 'Bogotá D.C.' }).click()
  await form.getByLabel('Código postal').fill('110221')
  await form.getByRole('button', { name: 'Guardar dirección' }).click()
  await page.getByRole('radio', { name: /Carrera 7 # 72-41/ }).waitFor()
  return page
}

const statusOf = (page: Page) =>
  page.locator('dt', { hasText: 'Estado' }).locator('xpath=following-sibling::dd')

describe('paying with Wompi', () => {
  test('approved on Wompi: back on the confirmation as Pagado', async () => {
    const page = await checkoutWithAddress('mateo')
    // Cash on delivery, PayPal (configured) and Wompi (configured) are on; each has its box.
    await page.getByRole('button', { name: 'Pagar con Wompi' }).waitFor()
    await page.getByRole('button', { name: 'Pago Contra Entrega' }).waitFor()
    await page.getByRole('heading', { name: 'PayPal' }).waitFor()
    await expectAccessibleAtBothSizes(page)
    await shoot(page, 'checkout-methods')

    await page.getByRole('button', { name: 'Pagar con Wompi' }).click()
    await page.waitForURL((url) => url.href.startsWith(wompiCheckoutUrl), { timeout: 20_000 })
    await page.getByRole('button', { name: 'aprobar' }).click()
    await page.waitForURL(/\/pedido-confirmado\/[0-9a-f-]{36}\?id=/, { timeout: 20_000 })
    await page.getByRole('heading', { name: '¡Gracias por tu compra!' }).waitFor()
    await statusOf(page).getByText('Pagado').waitFor({ timeout: 20_000 })
    expect(
      await page.locator('dt', { hasText: 'Pago' }).locator('xpath=following-sibling::dd').innerText(),
    ).toBe('Wompi (tarjeta, PSE, Nequi)')
    expect(await page.getByText('Procesando tu pago...').count()).toBe(0)
    await expectAccessibleAtBothSizes(page)
    await shoot(page, 'confirmation-paid')
    await page.context().close()
  }, 180_000)

  test('pending (PSE): Procesando tu pago... until the bank approves, then Pagado without reloading', async () => {
    const page = await checkoutWithAddress('lucia')
    await page.getByRole('button', { name: 'Pagar con Wompi' }).click()
    await page.waitForURL((url) => url.href.startsWith(wompiCheckoutUrl), { timeout: 20_000 })
    await page.getByRole('button', { name: 'pendiente' }).click()
    await page.waitForURL(/\/pedido-confirmado\/[0-9a-f-]{36}\?id=/, { timeout: 20_000 })
    await page.getByText('Procesando tu pago...').waitFor({ timeout: 20_000 })
    expect(await statusOf(page).innerText()).toBe('Pendiente')
    await expectAccessibleAtBothSizes(page)
    await shoot(page, 'confirmation-processing')

    const transactionId = new URL(page.url()).searchParams.get('id')!
    const settled = await fetch(new URL('estado', wompiCheckoutUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: transactionId, resultado: 'aprobar' }).toString(),
    })
    expect(settled.status).toBe(200)
    await statusOf(page).getByText('Pagado').waitFor({ timeout: 20_000 })
    expect(pathOf(page)).toMatch(/^\/pedido-confirmado\//)
    await page.context().close()
  }, 180_000)
})

describe('confirming a cash-on-delivery order', () => {
  test("the order waits 'Por confirmar'; staff get the WhatsApp link and confirm it", async () => {
    const shopperPage = await checkoutWithAddress('sofia')
    await shopperPage.getByRole('button', { name: 'Pago Contra Entrega' }).click()
    await shopperPage.waitForURL(/\/pedido-confirmado\/[0-9a-f-]{36}$/, { timeout: 20_000 })
    const orderId = pathOf(shopperPage).split('/').pop()!
    expect(await statusOf(shopperPage).innerText()).toBe('Por confirmar')
    await shopperPage.context().close()

    const page = await newPage(DESKTOP)
    await page.goto('/login')
    await page.getByLabel('Correo electrónico').fill('admin@vitrina.co')
    await page.getByLabel('Contraseña', { exact: true }).fill('Admin123!')
    await page.getByRole('button', { name: 'Ingresar' }).click()
    await page.waitForURL((url) => url.pathname === '/admin', { timeout: 15_000 })
    await page.goto(`/admin/pedidos/${orderId}`)
    const panel = page.getByRole('region', { name: 'Estado del pedido' })
    await panel.getByText('Por confirmar').waitFor()
    const whatsapp = panel.getByRole('link', { name: 'Confirmar por WhatsApp' })
    const href = (await whatsapp.getAttribute('href'))!
    expect(href).toMatch(/^https:\/\/wa\.me\/573104567890\?text=/)
    expect(decodeURIComponent(href.split('text=')[1]!)).toContain(
      `confirmar tu pedido #${orderId.slice(-6).toUpperCase()} con pago contra entrega`,
    )
    await expectAccessibleAtBothSizes(page)
    await shoot(page, 'admin-cod-order')

    await panel.getByRole('button', { name: 'Confirmar pedido' }).click()
    await panel.getByText('En preparación').waitFor()
    await page.getByText('Pedido confirmado con el cliente.').waitFor()

    await page.goto('/admin/configuracion')
    await page.getByLabel('Departamentos con pago contra entrega').waitFor()
    await page.getByLabel('Departamentos con pago contra entrega').scrollIntoViewIfNeeded()
    await page.setViewportSize(PHONE)
    await page.getByLabel('Total máximo de un pedido contra entrega').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/admin-cod-settings-390.png` })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.setViewportSize(DESKTOP)
    await page.getByLabel('Total máximo de un pedido contra entrega').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/admin-cod-settings-1440.png` })
    await page.context().close()
  }, 180_000)
})
