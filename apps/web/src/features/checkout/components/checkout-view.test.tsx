import type { CartItem } from '@vitrina/core/cart'
import type { Address } from '@vitrina/core/schemas/addresses'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { json, mockApi, type MockRequest } from '../../../test/api-mock'
import { makeProductDetail } from '../../../test/fixtures'
import { FIRST_PAINT, renderApp, signIn } from '../../../test/render-app'
import { useCartStore } from '../../cart/cart.store'

const ORDER_ID = '8d0b5c0e-6f0a-4c1e-9b7a-1c2d3e4f5a6b'

const hat: CartItem = {
  id: '1',
  productId: 1,
  variantId: null,
  name: 'Sombrero',
  price: 50_000,
  discount_price: null,
  stock_quantity: 5,
  image_url: null,
}

const address = (id: number, street: string, is_default = false): Address => ({
  id,
  recipient_name: 'Camila Ríos',
  phone_number: '3001234567',
  street_address: street,
  city: 'Cali',
  state_province: 'Valle del Cauca',
  municipality_code: '76001',
  postal_code: '760001',
  country: 'Colombia',
  reference: null,
  is_default,
})

const paypalOff = { clientId: null, currency: 'USD', intent: 'capture', enabled: false, copPerUsd: 4150 }
const methods = (...on: string[]) => ({ methods: on, cod: { max_total: null, departamentos: null } })

/** A signed-in shopper with a hat in the cart, two saved addresses and PayPal off, unless overridden. */
function checkout(handlers: Parameters<typeof mockApi>[0] = {}) {
  signIn()
  useCartStore.getState().add(hat, 2)
  const fetch = mockApi({
    'GET /api/products/1': () => json(makeProductDetail({ id: 1, name: 'Sombrero', price: 50_000 })),
    'GET /api/addresses': () => json([address(1, 'Calle 1'), address(2, 'Carrera 2', true)]),
    'GET /api/payments/paypal/config': () => json(paypalOff),
    'GET /api/payments/methods': () => json(methods('contra_entrega')),
    [`GET /api/orders/${ORDER_ID}`]: () => json({ message: 'No encontrado', code: 'NOT_FOUND' }, 404),
    ...handlers,
  })
  renderApp('/checkout')
  return fetch
}

const orderCalls = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.filter(([url, init]) => String(url) === '/api/orders' && init?.method === 'POST')

// Whole-app renders with lazy screens and typed forms: slower than the 5 s default on a busy machine.
// docs/product/checkout-and-payments.md#checkout, docs/product/checkout-and-payments.md#payment-step
describe('/checkout', { timeout: 20_000 }, () => {
  test('an empty cart offers the way back to the shop', async () => {
    signIn()
    mockApi({
      'GET /api/addresses': () => json([]),
      'GET /api/payments/paypal/config': () => json(paypalOff),
    })
    renderApp('/checkout')
    expect(await screen.findByText('Tu carrito está vacío', {}, FIRST_PAINT)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver a la tienda' })).toHaveAttribute('href', '/tienda')
  })

  test("the chosen address's shipping zone prices shipping, with its estimate; IVA included is shown, not added", async () => {
    checkout({
      'GET /api/settings': () =>
        json(
          Object.entries({
            tax_enabled: 'true',
            tax_rate: '0.19',
            prices_include_tax: 'true',
            shipping_cost: '20000',
          }).map(([setting_key, setting_value]) => ({ setting_key, setting_value })),
        ),
      'GET /api/shipping/zones': () =>
        json([
          {
            id: 1,
            name: 'Capitales principales',
            departamentos: ['Valle del Cauca'],
            cities: ['Cali'],
            cost: 11_000,
            free_shipping_threshold: null,
            delivery_days_min: 2,
            delivery_days_max: 3,
          },
        ]),
    })
    const summary = await screen.findByRole('region', { name: 'Resumen del pedido' }, FIRST_PAINT)
    await waitFor(() =>
      expect(within(summary).getByText('Capitales principales · 2 a 3 días hábiles')).toBeInTheDocument(),
    )
    const text = (label: string) =>
      within(summary).getByText(label).nextElementSibling?.textContent?.replace(/\s/g, ' ')
    // The zone and its estimate sit under the amount, in the same <dd> (a <dl> holds only dt/dd groups).
    expect(text('Envío')).toBe('$ 11.000Capitales principales · 2 a 3 días hábiles')
    expect(text('Total')).toBe('$ 111.000')
    // 100.000 × 0,19 / 1,19 = 15.966
    expect(text('IVA 19% incluido')).toBe('$ 15.966')
  })

  test('the default address comes chosen; cash on delivery places the order, clears the cart and confirms', async () => {
    const placed: MockRequest[] = []
    const fetch = checkout({
      'POST /api/orders': (request) => {
        placed.push(request)
        return json({ orderId: ORDER_ID, message: '¡Pedido realizado con éxito!' }, 201)
      },
    })
    const chosen = await screen.findByRole('radio', { name: /Carrera 2/ }, FIRST_PAINT)
    expect(chosen).toBeChecked()
    expect(screen.getByRole('radio', { name: /Calle 1/ })).not.toBeChecked()
    const summary = screen.getByRole('region', { name: 'Resumen del pedido' })
    const total = within(summary).getByText('Total').nextElementSibling
    expect(total?.textContent?.replace(/\s/g, ' ')).toBe('$ 100.000')

    await userEvent.click(screen.getByRole('radio', { name: /Calle 1/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Pago Contra Entrega' }))

    expect(await screen.findByRole('heading', { name: '¡Gracias por tu compra!' })).toBeInTheDocument()
    expect(await screen.findByText('¡Pedido realizado con éxito!')).toBeInTheDocument()
    expect(useCartStore.getState().lines).toEqual([])
    expect(placed).toHaveLength(1)
    expect(placed[0]!.body).toEqual({
      shipping_address_id: 1,
      items: [{ productId: 1, variantId: null, quantity: 2 }],
      payment_method: 'contra_entrega',
      expected_total: 100_000,
      buyer: { final_consumer: true },
    })
    expect(placed[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/)
    expect(orderCalls(fetch)).toHaveLength(1)
  })

  test("a refused order shows the server's message, and the retry is the same attempt (same key)", async () => {
    let answer = json({ message: 'No hay suficiente stock de "Sombrero".', code: 'OUT_OF_STOCK' }, 409)
    const fetch = checkout({ 'POST /api/orders': () => answer })
    await screen.findByRole('radio', { name: /Carrera 2/ }, FIRST_PAINT)
    await userEvent.click(screen.getByRole('button', { name: 'Pago Contra Entrega' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('No hay suficiente stock de "Sombrero".')
    expect(useCartStore.getState().lines).toHaveLength(1)

    answer = json({}, 500)
    await userEvent.click(screen.getByRole('button', { name: 'Pago Contra Entrega' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error al crear el pedido.'))
    const [first, second] = orderCalls(fetch).map(([, init]) => new Headers(init?.headers))
    expect(second!.get('Idempotency-Key')).toBe(first!.get('Idempotency-Key'))
  })

  test('without addresses the form is open; the saved address becomes the chosen one', async () => {
    let saved: Address[] = []
    checkout({
      'GET /api/addresses': () => json(saved),
      'POST /api/addresses': ({ body }) => {
        saved = [{ ...address(9, ''), ...(body as Partial<Address>), id: 9, is_default: true }]
        return json({ message: 'Dirección guardada con éxito.', address: saved[0] }, 201)
      },
    })
    // docs/product/checkout-and-payments.md#payment-step: no way to pay before an address exists.
    const pay = await screen.findByRole('button', { name: 'Pago Contra Entrega' }, FIRST_PAINT)
    expect(pay).toBeDisabled()
    expect(screen.getByRole('group', { name: 'Elige cómo pagar' })).toHaveAccessibleDescription(
      'Elige o añade una dirección de envío para poder pagar.',
    )

    const form = screen.getByRole('form', { name: 'Nueva dirección' })
    expect(within(form).getByLabelText('Nombre de quien recibe')).toHaveValue('camila')
    await userEvent.click(within(form).getByRole('button', { name: /Guardar dirección/ }))
    expect(await within(form).findByText('La dirección es obligatoria.')).toBeInTheDocument()

    await userEvent.type(within(form).getByLabelText('Teléfono'), '300 765 4321')
    await userEvent.type(within(form).getByLabelText('Dirección'), 'Avenida 6N # 23-45')
    await userEvent.selectOptions(within(form).getByLabelText('Departamento'), 'Valle del Cauca')
    await userEvent.type(within(form).getByRole('combobox', { name: 'Municipio o ciudad' }), 'Cali')
    await userEvent.click(await within(form).findByRole('option', { name: 'Cali' }))
    await userEvent.type(within(form).getByLabelText('Código postal'), '760045')
    await userEvent.click(within(form).getByRole('button', { name: /Guardar dirección/ }))

    expect(await screen.findByRole('radio', { name: /Avenida 6N # 23-45/ })).toBeChecked()
    expect(screen.getByText('Dirección guardada con éxito.')).toBeInTheDocument()
    expect(pay).toBeEnabled()
    expect(screen.queryByText('Elige o añade una dirección de envío para poder pagar.')).toBeNull()
  })

  // docs/product/checkout-and-payments.md#mobile-summary
  test('on phones the summary comes first, folded behind a button with the total', async () => {
    checkout()
    const toggle = await screen.findByRole('button', { name: /Ver resumen del pedido/ }, FIRST_PAINT)
    expect(toggle).toHaveTextContent('$ 100.000')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const summary = screen.getByRole('region', { name: 'Resumen del pedido' })
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(panel).toContainElement(summary)
    expect(panel).toHaveClass('hidden', 'lg:block')
    const firstStep = screen.getByRole('heading', { name: /Paso 1/ })
    expect(toggle.compareDocumentPosition(firstStep) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(panel).not.toHaveClass('hidden')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  // docs/product/checkout-and-payments.md#payment-methods
  test('only the methods that are on: no PayPal or Wompi box without their keys', async () => {
    checkout()
    expect(await screen.findByRole('button', { name: 'Pago Contra Entrega' }, FIRST_PAINT)).toBeEnabled()
    expect(screen.queryByRole('heading', { name: 'PayPal' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Pagar con Wompi' })).not.toBeInTheDocument()
    // Nothing is held while an online payment is made when there is none to make.
    expect(screen.queryByText(/apartamos tus productos/)).not.toBeInTheDocument()
  })

  test('cash on delivery off or over its limit: its box is gone; no method at all is said', async () => {
    checkout({
      'GET /api/payments/methods': () =>
        json({ methods: ['contra_entrega', 'wompi'], cod: { max_total: 80_000, departamentos: null } }),
    })
    expect(await screen.findByRole('button', { name: 'Pagar con Wompi' }, FIRST_PAINT)).toBeEnabled()
    expect(
      screen.getByText('El pago contra entrega está disponible para pedidos de hasta $ 80.000.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Pago Contra Entrega' })).not.toBeInTheDocument()
  })

  // docs/product/checkout-and-payments.md#blocked-carts
  test('over the limit with cash on delivery alone: the shopper is told what to do, the store hears of it', async () => {
    const reported: MockRequest[] = []
    checkout({
      'GET /api/payments/methods': () =>
        json({ methods: ['contra_entrega'], cod: { max_total: 80_000, departamentos: null } }),
      'POST /api/payments/blocked-checkout': (request) => {
        reported.push(request)
        return json({ counted: true })
      },
    })
    expect(
      await screen.findByText(/Divide la compra en pedidos de hasta \$\s80\.000/, {}, FIRST_PAINT),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Pago Contra Entrega' })).not.toBeInTheDocument()
    expect(reported).toHaveLength(1)
  })

  test('no method on: the shopper is told instead of shown dead boxes', async () => {
    checkout({ 'GET /api/payments/methods': () => json(methods()) })
    expect(
      await screen.findByText(
        'Esta tienda no tiene métodos de pago disponibles en este momento.',
        {},
        FIRST_PAINT,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Pago Contra Entrega' })).not.toBeInTheDocument()
  })

  // docs/product/checkout-and-payments.md#wompi-flow
  test('Wompi: the order first, then the signed checkout from the server; the cart is emptied', async () => {
    const started: MockRequest[] = []
    checkout({
      'GET /api/payments/methods': () => json(methods('contra_entrega', 'wompi')),
      'POST /api/orders': () => json({ orderId: ORDER_ID, message: '¡Pedido creado!' }, 201),
      'POST /api/payments/wompi/checkout': (request) => {
        started.push(request)
        return json({
          url: 'about:blank#wompi',
          reference: ORDER_ID,
          amountInCents: 10_000_000,
          currency: 'COP',
        })
      },
    })
    const pay = await screen.findByRole('button', { name: 'Pagar con Wompi' }, FIRST_PAINT)
    // docs/product/checkout-and-payments.md#payment-window: told before paying how long the products wait.
    expect(
      screen.getByText(
        'Al pagar con PayPal o Wompi apartamos tus productos 15 minutos mientras completas el pago; si no lo completas, el pedido se cancela y los productos vuelven a la tienda.',
      ),
    ).toBeInTheDocument()
    await userEvent.click(pay)
    await waitFor(() => expect(started).toHaveLength(1))
    expect(started[0]!.body).toEqual({ orderId: ORDER_ID })
    expect(useCartStore.getState().lines).toEqual([])
  })

  test('PayPal on: the amount in US$ at the rate is shown next to the button', async () => {
    checkout({
      'GET /api/payments/methods': () => json(methods('contra_entrega', 'paypal')),
      'GET /api/payments/paypal/config': () => json({ ...paypalOff, clientId: 'abc', enabled: true }),
    })
    expect(await screen.findByText('Pagarás US$ 24,10 (1 US$ = 4.150 COP)')).toBeInTheDocument()
  })

  test('a price that changed since the product was added is updated and the shopper is told', async () => {
    checkout({
      'GET /api/products/1': () => json(makeProductDetail({ id: 1, name: 'Sombrero', price: 60_000 })),
    })
    expect(await screen.findByText(/Actualizamos el precio de Sombrero/)).toBeInTheDocument()
    expect(useCartStore.getState().lines[0]).toMatchObject({ price: 60_000, quantity: 2 })
  })
})
