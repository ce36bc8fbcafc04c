import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { paths } from '../packages/core/src/paths'
import {
  baseURL,
  DESKTOP,
  expectAccessible,
  newContext,
  newPage,
  PHONE,
  waitForMail,
} from './support/browser'

// Journeys (docs/product/back-office.md#admin-shell) of the back office's daily work: roles at the door,
// settings reaching the shop, order moves and cancellations with their stock, and replies to contact messages
// by e-mail.

const unique = Date.now().toString(36)
const path = (page: Page) => new URL(page.url()).pathname

async function login(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await page.waitForURL((url) => url.pathname === '/admin', { timeout: 15_000 })
}

async function staffPage(who: 'admin' | 'empleado', viewport = DESKTOP) {
  const page = await (await newContext(viewport)).newPage()
  if (who === 'admin') await login(page, 'admin@vitrina.co', 'Admin123!')
  else await login(page, 'empleado@vitrina.co', 'Empleado123!')
  return page
}

async function api<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseURL}/api${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

type Product = { id: number; name: string; stock_quantity: number; has_options: boolean; variants: unknown[] }

/** A cash-on-delivery order placed by the demo customer through the API; returns its id and product. */
async function placeOrder(quantity: number) {
  const { token } = await api<{ token: string }>('POST', '/auth/login', {
    email: 'cliente@vitrina.co',
    password: 'Cliente123!',
  })
  const address = await api<{ address: { id: number } }>(
    'POST',
    '/addresses',
    {
      recipient_name: 'Carolina Rincón',
      phone_number: '3001234567',
      street_address: 'Calle 45 # 12-30',
      city: 'Medellín',
      state_province: 'Antioquia',
      postal_code: '050021',
    },
    token,
  )
  const products = await api<Product[]>('GET', '/products?limit=100')
  const product = products.find(
    (p) => !p.has_options && !p.variants.length && p.stock_quantity >= quantity + 2,
  )!
  const { orderId, order_number } = await api<{ orderId: string; order_number: number }>(
    'POST',
    '/orders',
    { shipping_address_id: address.address.id, items: [{ productId: product.id, quantity }] },
    token,
  )
  return { orderId, number: `#${order_number}`, product }
}

const stockOf = async (id: number) => (await api<Product>('GET', `/products/${id}`)).stock_quantity

describe('roles in the back office', () => {
  test('an Empleado sees no Users or Settings link and their URLs send them back to /admin', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await staffPage('empleado', viewport)
      if (viewport === PHONE) await page.getByRole('button', { name: 'Abrir menú de administración' }).click()
      const nav = page.getByRole('navigation', { name: 'Administración' })
      await expect.poll(() => nav.getByRole('link', { name: 'Pedidos' }).isVisible()).toBe(true)
      expect(await nav.getByRole('link', { name: 'Usuarios' }).count()).toBe(0)
      expect(await nav.getByRole('link', { name: 'Configuración' }).count()).toBe(0)
      for (const refused of ['/admin/configuracion', '/admin/usuarios']) {
        await page.goto(refused)
        await page.waitForURL((url) => url.pathname === '/admin')
        expect(path(page)).toBe('/admin')
      }
      await page.goto('/admin/mensajes')
      await page.getByRole('heading', { level: 1, name: 'Mensajes' }).waitFor()
      await expectAccessible(page)
      await page.context().close()
    }
  })
})

describe('settings reach the storefront', () => {
  test('an Administrador changes the theme colour and the shop shows it', async () => {
    const page = await staffPage('admin')
    await page.goto('/admin/configuracion')
    const primary = page.getByLabel('Color principal', { exact: true })
    const before = await primary.inputValue()
    await expectAccessible(page)

    const save = async (color: string) => {
      await primary.fill(color)
      await page.getByRole('button', { name: 'Guardar cambios' }).click()
      await page.getByText('Todo está guardado.').waitFor()
    }
    await save('#0F766E')
    const shopper = await newPage(PHONE)
    await shopper.goto('/')
    await expect
      .poll(() => shopper.evaluate(() => document.documentElement.style.getPropertyValue('--theme-primary')))
      .toBe('#0F766E')
    await expectAccessible(shopper)
    await shopper.context().close()

    // The other journeys run on the same demo store: put its colour back.
    await save(before)
    await page.context().close()
  })
})

describe('orders', () => {
  test('staff move an order to its next status and cancel another, whose stock comes back', async () => {
    const moved = await placeOrder(1)
    const page = await staffPage('empleado')
    await page.goto(`/admin/pedidos/${moved.orderId}`)
    const panel = page.getByRole('region', { name: 'Estado del pedido' })
    // A new cash-on-delivery order waits 'Por confirmar': confirming it moves it to En preparación
    // (docs/product/orders.md#cod-confirmation).
    await panel.getByRole('button', { name: 'Confirmar pedido' }).click()
    await expect.poll(() => panel.getByRole('button', { name: 'Marcar como Enviado' }).isVisible()).toBe(true)
    // Not offered: a move the transition table does not allow.
    expect(await panel.getByRole('button', { name: 'Marcar como Entregado' }).count()).toBe(0)
    await expectAccessible(page)

    const cancelled = await placeOrder(2)
    const stockBefore = await stockOf(cancelled.product.id)
    await page.setViewportSize(PHONE)
    await page.goto('/admin/pedidos')
    // An order is found by the number people say on the phone (the old six-character code still works).
    await page.getByLabel('Buscar').fill(cancelled.number)
    await page.getByRole('button', { name: 'Filtrar' }).click()
    await page.getByRole('link', { name: new RegExp(cancelled.number) }).click()
    await page.waitForURL((url) => url.pathname === `/admin/pedidos/${cancelled.orderId}`)
    await page.getByRole('button', { name: 'Cancelar pedido' }).click()
    const dialog = page.getByRole('dialog', { name: /Cancelar el pedido/ })
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Sí, cancelar pedido' }).click()
    await page.getByText('Este pedido está cancelado y su stock ya volvió al inventario.').waitFor()
    expect(await stockOf(cancelled.product.id)).toBe(stockBefore + 2)
    await expectAccessible(page)
    await page.context().close()
  })
})

describe('contact messages', () => {
  test('staff read a new message and reply; the e-mail reaches the sender', async () => {
    const sender = `consulta.${unique}@correo.co`
    await api('POST', '/contact', {
      sender_name: 'Valentina Ospina',
      sender_email: sender,
      subject: `Envío a Pasto ${unique}`,
      message: '¿Hacen envíos a Pasto y cuánto tardan?',
    })
    const page = await staffPage('empleado', PHONE)
    await page.goto('/admin/mensajes')
    await page.getByRole('link', { name: new RegExp(`Envío a Pasto ${unique}`) }).click()
    const reader = page.getByRole('article', { name: `Envío a Pasto ${unique}` })
    await expect.poll(() => reader.getByText('Leído', { exact: true }).isVisible()).toBe(true)
    await expectAccessible(page)

    await reader.getByLabel('Tu respuesta').fill('Sí, llegamos a Pasto en 3 a 5 días hábiles.')
    await reader.getByRole('button', { name: 'Enviar respuesta' }).click()
    await reader.getByText('Respuestas enviadas (1)').waitFor()
    const mail = await waitForMail(sender)
    expect(mail).toContain('Pasto en 3 a 5 d')
    await page.setViewportSize(DESKTOP)
    await expectAccessible(page)
    await page.context().close()
  })
})

describe('content screens', () => {
  test.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'FAQs, policies with the rich-text editor and its AI draft, shipping, About and orders pass axe (%s)',
    async (_, viewport) => {
      const page = await staffPage('empleado', viewport)
      for (const [url, heading] of [
        ['/admin/faqs', 'Preguntas Frecuentes'],
        ['/admin/envio', 'Envíos'],
        ['/admin/editar-sobre-nosotros', 'Editar Sobre Nosotros'],
        ['/admin/pedidos', 'Pedidos'],
      ] as const) {
        await page.goto(url)
        await page.getByRole('heading', { level: 1, name: heading }).waitFor()
        await page.waitForLoadState('networkidle')
        await expectAccessible(page)
      }
      await page.goto('/admin/politicas')
      // The list may still be refetching: a click on a row that re-renders opens nothing.
      await page.waitForLoadState('networkidle')
      await page
        .getByRole('button', { name: /^Editar/ })
        .first()
        .click()
      const content = page.getByRole('textbox', { name: 'Contenido' })
      await content.waitFor()
      await expectAccessible(page)
      const saved = await content.textContent()
      // The built-in writing helper drafts the policy into the editor; saving stays with staff.
      await page.getByRole('dialog').getByRole('button', { name: 'Generar con IA' }).click()
      await page.getByText('Borrador listo: revísalo antes de guardar.').waitFor()
      await expect.poll(() => content.textContent()).not.toBe(saved)
      expect(await content.textContent()).toMatch(/Ley 1480 de 2011/)
      await expectAccessible(page)
      await page.context().close()
    },
  )
})

describe('every back-office screen on a 390 px phone', () => {
  test('none scrolls sideways, a long unbroken name or slug included', async () => {
    const page = await staffPage('admin', PHONE)
    const { token } = await api<{ token: string }>('POST', '/auth/login', {
      email: 'admin@vitrina.co',
      password: 'Admin123!',
    })
    // A word longer than a phone is wide, as a merchant's own slug can be.
    const category = await api<{ id: number }>(
      'POST',
      '/categories',
      { name: `Electrodomésticosdecocina${unique}`, slug: `electrodomesticosparaelhogarylacocina${unique}` },
      token,
    )
    const [product] = await api<Product[]>('GET', '/products?limit=1')
    const [future] = await api<{ id: number }[]>('GET', '/future-products')
    const [order] = await api<{ id: string }[]>('GET', '/admin/orders?limit=1', undefined, token)
    const ids: Record<string, string | undefined> = {
      productEdit: String(product!.id),
      futureProductEdit: future && String(future.id),
      categoryEdit: String(category.id),
      orderDetail: order?.id,
    }
    const wide: string[] = []
    // Every screen of the back office (packages/core paths.admin), each with a real id where it needs one.
    for (const [name, pattern] of Object.entries(paths.admin)) {
      const id = ids[name]
      if (pattern.includes(':id') && !id) continue
      const url = pattern.replace(':id', id ?? '')
      await page.goto(url)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await page.waitForLoadState('networkidle')
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      if (width > PHONE.width) wide.push(`${url}: ${width} px`)
    }
    expect(wide).toEqual([])
    expect(Object.values(ids).every(Boolean), 'cada pantalla con id tuvo uno').toBe(true)
    await page.context().close()
  })
})
