import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { baseURL, DESKTOP, newPage, PHONE } from './support/browser'
import { catalogue } from './support/catalogue'
import { expectAccessibleAtBothSizes, logIn, registerShopper } from './support/shopper'

// Journeys (docs/product/returns.md): a customer asks to return part of a delivered order from
// /cuenta/pedidos and staff approve it and mark it received (stock and cash refund recorded). And the
// checkout shows only the methods that are on (docs/product/checkout-and-payments.md#payment-methods): with
// cash on delivery switched off, its box is gone.

const SHOTS = '/tmp/shots-returns'

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

async function call(method: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? null : JSON.stringify(body),
  })
  const text = await res.text()
  expect(res.ok, text).toBe(true)
  return text ? (JSON.parse(text) as Record<string, unknown>) : {}
}

const tokenOf = async (email: string, password: string) =>
  (await call('POST', '/auth/login', null, { email, password })).token as string

const ADMIN = { email: 'admin@vitrina.co', password: 'Admin123!' }

async function setCashOnDelivery(on: boolean) {
  await call('PUT', '/settings', await tokenOf(ADMIN.email, ADMIN.password), [
    { setting_key: 'cod_enabled', setting_value: String(on) },
  ])
}

/** A shopper with a saved address in Bogotá. */
async function shopperWithAddress(name: string) {
  const shopper = await registerShopper(name)
  const token = await tokenOf(shopper.email, shopper.password)
  const address = await call('POST', '/addresses', token, {
    recipient_name: 'Valentina Ríos',
    phone_number: '310 456 7890',
    street_address: 'Carrera 7 # 72-41',
    city: 'Bogotá',
    state_province: 'Bogotá D.C.',
    postal_code: '110221',
  })
  return { shopper, token, addressId: (address.address as { id: number }).id }
}

describe('returns', () => {
  test('a customer asks to return one unit of a delivered order; staff approve and receive it', async () => {
    const item = (await catalogue()).find((p) => !p.has_options && p.stock_quantity > 5)!
    const { shopper, token, addressId } = await shopperWithAddress('valentina')
    const order = await call('POST', '/orders', token, {
      shipping_address_id: addressId,
      items: [{ productId: item.id, quantity: 2 }],
    })
    const admin = await tokenOf(ADMIN.email, ADMIN.password)
    for (const status of ['en_preparacion', 'enviado', 'entregado'])
      await call('PUT', `/admin/orders/${order.orderId as string}/status`, admin, { status })

    const page = await newPage(PHONE)
    await logIn(page, shopper.email, shopper.password)
    await page.goto('/cuenta/pedidos')
    await page.getByRole('button', { name: /Pedido #\w+: ver productos/ }).click()
    await page.getByRole('button', { name: 'Devolver productos' }).click()
    await page.getByLabel(item.name).selectOption('1')
    await page.getByLabel('Motivo').fill('El color no es el de la foto.')
    const estimate = (await page.getByText(/^Reembolso estimado: /).textContent())!
    await shoot(page, 'account-return-form')
    await page.getByRole('button', { name: 'Pedir devolución' }).click()
    // The estimate is the amount the server records for the request.
    const amount = estimate.replace('Reembolso estimado: ', '').replace(' (IVA incluido)', '')
    await page.getByText(`· ${amount}`).waitFor()
    await page.getByText('Solicitada').waitFor()
    await expectAccessibleAtBothSizes(page)
    await shoot(page, 'account-return-requested')
    await page.context().close()

    const staff = await newPage(DESKTOP)
    await staff.goto('/login')
    await staff.getByLabel('Correo electrónico').fill(ADMIN.email)
    await staff.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password)
    await staff.getByRole('button', { name: 'Ingresar' }).click()
    await staff.waitForURL((url) => url.pathname === '/admin', { timeout: 15_000 })
    await staff.goto('/admin/devoluciones')
    const card = staff.locator('li', { hasText: 'El color no es el de la foto.' })
    await card.waitFor()
    await expectAccessibleAtBothSizes(staff)
    await shoot(staff, 'admin-returns')
    await card.getByRole('button', { name: 'Aprobar' }).click()
    await staff.getByLabel('Estado').selectOption('aprobada')
    const approved = staff.locator('li', { hasText: 'El color no es el de la foto.' })
    await approved.getByLabel('Reembolso pagado en').selectOption('efectivo')
    await approved.getByRole('button', { name: 'Recibido' }).click()
    await staff.getByLabel('Estado').selectOption('recibida')
    const received = staff.locator('li', { hasText: 'El color no es el de la foto.' })
    await received.getByText('Recibida').waitFor()
    await received.getByText(/Reembolso: .* · Efectivo \(admin/).waitFor()
    await shoot(staff, 'admin-return-received')
    // The order's own page shows the return too.
    await received.getByRole('link', { name: /Pedido #/ }).click()
    const onOrder = staff.getByRole('region', { name: 'Devoluciones' })
    await onOrder.getByText('Motivo: El color no es el de la foto.').waitFor()
    await onOrder.getByText('Recibida').waitFor()
    await expectAccessibleAtBothSizes(staff)
    await shoot(staff, 'admin-order-returns')
    // docs/product/payment-alerts.md#list: the dashboard's 'Pagos con problemas' (none in this store).
    await staff.goto('/admin')
    await staff.getByRole('heading', { name: 'Pagos con problemas' }).scrollIntoViewIfNeeded()
    await staff.getByText('Ningún pago con problemas. Todo cuadra.').waitFor()
    await shoot(staff, 'admin-dashboard-payment-issues')
    await staff.context().close()
  }, 180_000)
})

describe('payment methods', () => {
  test('with cash on delivery switched off the checkout offers only the configured methods', async () => {
    await setCashOnDelivery(false)
    try {
      const item = (await catalogue()).find((p) => !p.has_options && p.stock_quantity > 5)!
      const { shopper } = await shopperWithAddress('tomas')
      const page = await newPage(PHONE)
      await logIn(page, shopper.email, shopper.password)
      await page.goto(`/producto/${item.id}`)
      await page.getByRole('button', { name: 'Añadir al Carrito' }).click()
      await page.getByText(`${item.name} se añadió al carrito`).waitFor()
      await page.goto('/checkout')
      await page.getByRole('radio', { name: /Carrera 7 # 72-41/ }).check()
      await page.getByRole('button', { name: 'Pagar con Wompi' }).waitFor()
      expect(await page.getByRole('button', { name: 'Pago Contra Entrega' }).count()).toBe(0)
      await shoot(page, 'checkout-without-cod')
      await page.context().close()
    } finally {
      await setCashOnDelivery(true)
    }
  }, 180_000)
})
