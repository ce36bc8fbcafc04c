import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { inject, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { pdfText } from '../apps/api/src/modules/receipts/pdf-text'
import { baseURL, DESKTOP, newPage, PHONE } from './support/browser'
import { catalogue, type Product } from './support/catalogue'
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

/**
 * A new customer with products in the cart (one simple product unless given) at /checkout and an address in
 * Bogotá chosen.
 */
async function checkoutWithAddress(name: string, pick: (products: Product[]) => Product[] = firstSimple) {
  const shopper = await registerShopper(name)
  const page = await newPage(PHONE)
  await logIn(page, shopper.email, shopper.password)
  for (const item of pick(await catalogue())) {
    await page.goto(`/producto/${item.id}`)
    await page.getByRole('button', { name: 'Añadir al Carrito' }).click()
    await page.getByText(`${item.name} se añadió al carrito`).waitFor()
  }
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

const simple = (p: Product) => !p.has_options && p.stock_quantity > 5
const firstSimple = (products: Product[]) => [products.find(simple)!]

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
    const number = await shopperPage.locator('strong', { hasText: /^#\d+$/ }).innerText()
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
      `confirmar tu pedido ${number} con pago contra entrega`,
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

describe('the electronic invoice', () => {
  const factus = inject('factus')

  /** The store's fiscal profile as the Factus stand-in's company, numbered from its ranges (Administrador). */
  async function saveFiscalProfile() {
    const login = await fetch(`${baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@vitrina.co', password: 'Admin123!' }),
    })
    const { token } = (await login.json()) as { token: string }
    const range = (prefix: string) => factus.ranges.find((r) => r.prefix === prefix)!
    const resolution = (prefix: string) => ({
      resolution_number: range(prefix).resolution_number,
      prefix,
      range_from: range(prefix).current,
      range_to: range(prefix).to,
      valid_from: '2026-01-01',
      valid_to: range(prefix).end_date,
      technical_key: range(prefix).technical_key ?? undefined,
    })
    const res = await fetch(`${baseURL}/api/admin/fiscal-profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        legal_name: factus.company.name,
        nit: factus.company.nit,
        dv: factus.company.dv,
        regime: '48',
        responsibilities: ['R-99-PN'],
        municipality_code: '11001',
        address: 'Calle 93 # 11-26',
        environment: 'pruebas',
        resolutions: {
          factura: resolution('SETP'),
          pos: resolution('POS'),
          nota_credito: { prefix: 'NC', range_from: range('NC').current },
        },
      }),
    })
    expect(res.status, await res.clone().text()).toBe(200)
  }

  test('a company buys with its NIT; its factura is issued and the PDF shows the CUFE, the QR and one IVA line per rate', async () => {
    await saveFiscalProfile()
    const page = await checkoutWithAddress('andina', (products) => [
      products.find((p) => simple(p) && p.tax_class === 'general')!,
      products.find((p) => simple(p) && p.tax_class === 'reducido')!,
    ])
    await page.getByRole('radio', { name: 'A mi nombre o de mi empresa (con documento)' }).check()
    await page.getByLabel('Tipo de documento').selectOption('NIT')
    await page.getByLabel('Número de documento').fill('800197268')
    await page.getByLabel('DV').fill('4')
    await page.getByLabel('Nombre o razón social').fill('Comercial Andina S.A.S.')
    await page.getByLabel('Correo para la factura').fill('compras@andina.co')
    await page.getByRole('button', { name: 'Pagar con Wompi' }).click()
    await page.waitForURL((url) => url.href.startsWith(wompiCheckoutUrl), { timeout: 20_000 })
    await page.getByRole('button', { name: 'aprobar' }).click()
    await statusOf(page).getByText('Pagado').waitFor({ timeout: 20_000 })

    // The invoice is issued by a background job: the order's row shows it once the DIAN (stand-in) validated it.
    const download = page.getByRole('button', { name: /^Descargar PDF de Factura electrónica SETP\d+$/ })
    await expect
      .poll(
        async () => {
          await page.goto('/cuenta/pedidos')
          // The newest order is the first row.
          await page
            .getByRole('button', { name: /ver productos$/ })
            .first()
            .click()
          return download.isVisible({ timeout: 3_000 }).catch(() => false)
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(true)
    await expectAccessibleAtBothSizes(page)
    await shoot(page, 'account-invoice')
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
    const pdf = readFileSync(await file.path())
    const text = pdfText(pdf)
    const cufe = /CUFE ([0-9a-f]{96})/.exec(await page.locator('main').innerText())![1]!
    expect(text).toContain(cufe)
    expect(text).toContain('IVA 19%')
    expect(text).toContain('IVA 5%')
    expect(text).toContain('Comercial Andina S.A.S.')
    expect(text).toContain('NIT 800197268-4')
    expect(text).toContain('Bogotá')
    mkdirSync(SHOTS, { recursive: true })
    writeFileSync(`${SHOTS}/factura.pdf`, pdf)
    await page.context().close()
  }, 240_000)
})
