import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { baseURL, DESKTOP, expectAccessible, newContext, PHONE } from './support/browser'

// Journeys (docs/product/realtime.md#live-notifications): live notifications reach staff while a shopper
// orders in another browser; a sale at the till by keyboard alone; an Administrador changes a role on the
// Users screen. Accessible at both sizes.

type Product = {
  id: number
  name: string
  sku: string | null
  stock_quantity: number
  variants: { id: number; stock_quantity: number }[]
}

const unique = Date.now().toString(36)
/** UI that waits on the server: generous on a loaded machine (live notifications keep their 5 s). */
const soon = { timeout: 10_000 }
const path = (page: Page) => new URL(page.url()).pathname

async function login(page: Page, email: string, password: string, landing: string) {
  await page.goto('/login')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await page.waitForURL((url) => url.pathname === landing, { timeout: 15_000 })
}

/** Resolves once the page's realtime socket is accepted by the server (socket.io's CONNECT answer). */
function socketAccepted(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve()
      })
    })
  })
}

/** Products without options that still have stock, from the live catalogue. */
async function simpleProducts(): Promise<Product[]> {
  const res = await fetch(`${baseURL}/api/products?limit=100`)
  const all = (await res.json()) as Product[]
  return all.filter((p) => p.variants.length === 0 && p.stock_quantity > 2 && p.sku)
}

async function stockOf(id: number): Promise<number> {
  const res = await fetch(`${baseURL}/api/products/${id}`)
  return ((await res.json()) as Product).stock_quantity
}

/** Presses Tab until the focused element has this accessible label, text or id (keyboard-only paths). */
async function tabTo(page: Page, name: string, limit = 40) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el) return ''
      const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null
      return (el.getAttribute('aria-label') ?? label ?? el.textContent ?? '').trim()
    })
    if (focused === name) return
  }
  throw new Error(`no se llegó a "${name}" con Tab`)
}

describe('live notifications', () => {
  test('an order placed in another browser shows the toast and the red dots to staff within seconds, at another name for the store', async () => {
    // The store's PUBLIC_URL names it 127.0.0.1 (support/server.ts); staff open it as localhost, as they may
    // open it by a network address or a proxy's name: the socket's same-origin check must still let them in.
    const staffContext = await newContext(DESKTOP, baseURL.replace('127.0.0.1', 'localhost'))
    const staff = await staffContext.newPage()
    const accepted = socketAccepted(staff)
    await login(staff, 'admin@vitrina.co', 'Admin123!', '/admin')
    await accepted
    const acceptedAgain = socketAccepted(staff)
    await staff.goto('/tienda')
    await acceptedAgain

    // A shopper, in a browser of their own, places a cash-on-delivery order through the API the app uses.
    const shopperContext = await newContext(PHONE)
    const shopper = await shopperContext.newPage()
    await login(shopper, 'cliente@vitrina.co', 'Cliente123!', '/')
    const [product] = await simpleProducts()
    const placed = await shopper.evaluate(async (productId) => {
      const { state } = JSON.parse(localStorage.getItem('vitrina-session')!) as { state: { token: string } }
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${state.token}` }
      const address = await fetch('/api/addresses', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          recipient_name: 'Camila Díaz',
          phone_number: '+57 300 555 1234',
          street_address: 'Carrera 7 # 45-10',
          city: 'Bogotá',
          state_province: 'Bogotá D.C.',
          postal_code: '110231',
        }),
      }).then((r) => r.json() as Promise<{ address: { id: number } }>)
      const order = await fetch('/api/orders', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          shipping_address_id: address.address.id,
          items: [{ productId, quantity: 1 }],
          payment_method: 'contra_entrega',
        }),
      })
      return order.status
    }, product!.id)
    expect(placed).toBe(201)

    const toast = staff.getByText('¡Nuevo pedido recibido!')
    await expect.poll(() => toast.isVisible(), { timeout: 5000 }).toBe(true)
    const panelLink = staff.getByRole('link', { name: 'Panel Admin (hay novedades en el panel)' })
    await expect.poll(() => panelLink.isVisible(), { timeout: 5000 }).toBe(true)
    await expectAccessible(staff)

    // In the back office the sidebar marks Pedidos until the orders screen is opened.
    await panelLink.click()
    await staff.waitForURL((url) => url.pathname === '/admin')
    const ordersLink = staff.getByRole('link', { name: 'Pedidos (hay pedidos nuevos)' })
    await expect.poll(() => ordersLink.isVisible(), soon).toBe(true)
    await ordersLink.click()
    await staff.waitForURL((url) => url.pathname === '/admin/pedidos')
    await expect
      .poll(() => staff.getByRole('link', { name: 'Pedidos', exact: true }).isVisible(), soon)
      .toBe(true)

    // A contact message arrives the same way.
    await fetch(`${baseURL}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        sender_name: 'Lucía',
        sender_email: 'lucia@correo.co',
        message: '¿Envían a Pasto?',
      }),
    })
    await expect
      .poll(() => staff.getByText('¡Nuevo mensaje recibido!').isVisible(), { timeout: 5000 })
      .toBe(true)
    await expect
      .poll(() => staff.getByRole('link', { name: 'Mensajes (hay mensajes nuevos)' }).isVisible(), soon)
      .toBe(true)

    await shopperContext.close()
    await staffContext.close()
  })
})

describe('point of sale', () => {
  test('an Empleado sells by keyboard alone: scan, quantity, cash with change, Cobrar, receipt', async () => {
    const context = await newContext(DESKTOP)
    const page = await context.newPage()
    await login(page, 'empleado@vitrina.co', 'Empleado123!', '/admin')
    await page.goto('/admin/pos')
    const [first, second] = await simpleProducts()
    const before = [await stockOf(first!.id), await stockOf(second!.id)]

    const search = page.getByLabel('Buscar producto o escanear código')
    await expect.poll(() => search.evaluate((el) => el === document.activeElement), soon).toBe(true)
    // A barcode scanner types the SKU and Enter; the same product twice makes a quantity of 2.
    for (const sku of [first!.sku, first!.sku, second!.sku]) {
      await page.keyboard.type(sku!)
      await page.keyboard.press('Enter')
      await expect.poll(() => search.inputValue(), soon).toBe('')
    }
    await expect.poll(() => page.getByLabel(`Cantidad de ${first!.name}`).inputValue(), soon).toBe('2')
    await expectAccessible(page)

    await tabTo(page, 'Efectivo recibido')
    await page.keyboard.type('5000000')
    await expect.poll(() => page.getByText(/^Cambio: /).isVisible(), soon).toBe(true)
    await tabTo(page, 'Cobrar')
    await page.keyboard.press('Enter')

    const receipt = page.getByRole('dialog', { name: 'Venta registrada' })
    await expect.poll(() => receipt.isVisible(), soon).toBe(true)
    await expect.poll(() => receipt.getByText('Efectivo recibido').isVisible(), soon).toBe(true)
    await expect
      .poll(
        () =>
          page
            .getByRole('button', { name: 'Imprimir recibo' })
            .evaluate((el) => el === document.activeElement),
        soon,
      )
      .toBe(true)
    await expectAccessible(page)
    expect([await stockOf(first!.id), await stockOf(second!.id)]).toEqual([before[0]! - 2, before[1]! - 1])

    await page.keyboard.press('Escape')
    await expect.poll(() => search.evaluate((el) => el === document.activeElement), soon).toBe(true)
    await context.close()
  })

  test('the till is usable and accessible on a phone', async () => {
    const context = await newContext(PHONE)
    const page = await context.newPage()
    await login(page, 'empleado@vitrina.co', 'Empleado123!', '/admin')
    await page.goto('/admin/pos')
    await page.getByLabel('Buscar producto o escanear código').fill('camisa')
    await expect
      .poll(() => page.getByRole('list', { name: 'Resultados de la búsqueda' }).isVisible(), soon)
      .toBe(true)
    await expectAccessible(page)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(PHONE.width)
    await context.close()
  })
})

describe('users and roles', () => {
  test('an Administrador makes a customer an Empleado; their open session ends and they sign in as staff', async () => {
    const person = {
      username: `vendedora${unique}`,
      email: `vendedora.${unique}@correo.co`,
      password: 'clave-segura-1',
    }
    const created = await fetch(`${baseURL}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...person, privacy_policy_accepted: true }),
    })
    expect(created.status).toBe(201)
    const theirContext = await newContext(PHONE)
    const theirs = await theirContext.newPage()
    await login(theirs, person.email, person.password, '/')

    const context = await newContext(PHONE)
    const page = await context.newPage()
    await login(page, 'admin@vitrina.co', 'Admin123!', '/admin')
    await page.goto('/admin/usuarios')
    await page.getByLabel('Buscar').fill(person.username)
    const select = page.getByLabel(`Rol de ${person.username}`)
    await expect.poll(() => select.isVisible(), soon).toBe(true)
    await expectAccessible(page)
    await select.selectOption('empleado')
    await expect
      .poll(() => page.getByText(`${person.username} ahora es Empleado.`).isVisible(), soon)
      .toBe(true)
    await expect.poll(() => select.inputValue(), soon).toBe('empleado')

    // Their old session stops working at once: the next page load asks the server and lands on /login.
    await theirs.reload()
    await theirs.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 })
    await login(theirs, person.email, person.password, '/admin')
    expect(path(theirs)).toBe('/admin')

    await page.setViewportSize(DESKTOP)
    await expectAccessible(page)
    await theirContext.close()
    await context.close()
  })

  test('the dashboard is accessible on a phone and a desktop', async () => {
    for (const size of [PHONE, DESKTOP]) {
      const context = await newContext(size)
      const page = await context.newPage()
      await login(page, 'admin@vitrina.co', 'Admin123!', '/admin')
      await expect.poll(() => page.getByText('Cifras al', { exact: false }).isVisible(), soon).toBe(true)
      await expectAccessible(page)
      await context.close()
    }
  })
})
