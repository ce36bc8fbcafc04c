import type { CartItem } from '@vitrina/core/cart'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { deferred, json, mockApi } from '../../../test/api-mock'
import { makeProduct } from '../../../test/fixtures'
import { renderApp } from '../../../test/render-app'
import { useCartStore } from '../cart.store'

const shirt: CartItem = {
  id: '1',
  productId: 1,
  variantId: null,
  name: 'Camiseta',
  price: 50_000,
  discount_price: null,
  stock_quantity: 3,
  image_url: null,
}
const jeans: CartItem = {
  ...shirt,
  id: '2-5',
  productId: 2,
  variantId: 5,
  name: 'Jean (32)',
  price: 120_000,
  discount_price: 90_000,
}

const settings = [
  { setting_key: 'shipping_cost', setting_value: '12000' },
  { setting_key: 'free_shipping_threshold', setting_value: '250000' },
  { setting_key: 'tax_enabled', setting_value: 'true' },
  { setting_key: 'tax_rate', setting_value: '0.19' },
]

const amount = (summary: HTMLElement, term: string) =>
  within(summary).getByText(term).nextElementSibling?.textContent?.replace(/\s/g, ' ')

// docs/product/cart-and-totals.md#cart-page, docs/product/cart-and-totals.md#totals
describe('/carrito', () => {
  test("empty: 'Tu carrito está vacío' and 'Explorar productos'", async () => {
    mockApi({ 'GET /api/products/suggestions': () => json([]) })
    renderApp('/carrito')
    expect(await screen.findByText('Tu carrito está vacío')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Explorar productos' })).toHaveAttribute('href', '/tienda')
  })

  test('lines, totals from the shared function, buttons and four suggestions', async () => {
    useCartStore.getState().add(shirt, 2)
    useCartStore.getState().add(jeans)
    const fetch = mockApi({
      'GET /api/settings': () => json(settings),
      'GET /api/products/suggestions': () =>
        json([3, 4, 5, 6].map((id) => makeProduct({ id, name: `Sugerido ${id}` }))),
    })
    renderApp('/carrito')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu Carrito (2 productos)' }),
    ).toBeInTheDocument()

    const summary = screen.getByRole('region', { name: 'Resumen del pedido' })
    expect(amount(summary, 'Subtotal')).toBe('$ 220.000')
    expect(amount(summary, 'Descuento')).toBe('-$ 30.000')
    // Shipping is priced once the settings say the store has no zones.
    await waitFor(() => expect(amount(summary, 'Envío')).toBe('$ 12.000'))
    expect(amount(summary, 'IVA 19%')).toBe('$ 36.100')
    expect(amount(summary, 'Total')).toBe('$ 238.100')
    expect(within(summary).getByText(/Te faltan/)).toHaveTextContent(
      'Te faltan $ 60.000 para el envío gratis.',
    )
    expect(screen.getByRole('link', { name: /Proceder al Checkout/ })).toHaveAttribute('href', '/checkout')
    expect(screen.getByRole('link', { name: /Continuar Comprando/ })).toHaveAttribute('href', '/tienda')

    expect(await screen.findByRole('heading', { name: 'Quizás también te interese...' })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: /^Sugerido/ })).toHaveLength(4)
    const call = fetch.mock.calls.find(([url]) => String(url).includes('/suggestions'))!
    expect(String(call[0])).toBe('/api/products/suggestions?ids=1%2C2')
  })

  test('plus and minus change the quantity; below 1 the line goes; remove and Vaciar Carrito', async () => {
    useCartStore.getState().add(shirt, 2)
    useCartStore.getState().add(jeans)
    mockApi({ 'GET /api/products/suggestions': () => json([]) })
    renderApp('/carrito')
    const user = userEvent.setup()
    await screen.findByRole('heading', { level: 1, name: /Tu Carrito/ })

    await user.click(screen.getByRole('button', { name: 'Añadir una unidad de Camiseta' }))
    expect(useCartStore.getState().lines[0]!.quantity).toBe(3)
    // Three were in stock when added: the plus stops there.
    expect(screen.getByRole('button', { name: 'Añadir una unidad de Camiseta' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Quitar una unidad de Jean (32)' }))
    expect(screen.queryByRole('link', { name: 'Jean (32)' })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Tu Carrito (1 producto)' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Vaciar Carrito' }))
    expect(await screen.findByText('Tu carrito está vacío')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('link', { name: 'Carrito' })).toBeInTheDocument())
  })

  test("the plus stops at the store's per-order limit, and a line over it says so", async () => {
    useCartStore.getState().add({ ...shirt, stock_quantity: 50 }, 2)
    useCartStore.getState().add({ ...jeans, stock_quantity: 50 }, 4)
    mockApi({
      'GET /api/settings': () => json([{ setting_key: 'order_max_units_per_line', setting_value: '3' }]),
      'GET /api/products/suggestions': () => json([]),
    })
    renderApp('/carrito')
    const user = userEvent.setup()
    expect(
      await screen.findByText('Puedes comprar hasta 3 unidades de este producto por pedido.'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Añadir una unidad de Camiseta' }))
    expect(useCartStore.getState().lines[0]!.quantity).toBe(3)
    expect(screen.getByRole('button', { name: 'Añadir una unidad de Camiseta' })).toBeDisabled()
    expect(screen.getByText('Máximo 3 unidades por pedido.')).toBeInTheDocument()
  })

  test('shipping is free from the threshold and no IVA line without tax', async () => {
    useCartStore.getState().add({ ...shirt, stock_quantity: 10 }, 6)
    mockApi({
      'GET /api/settings': () => json(settings.slice(0, 2)),
      'GET /api/products/suggestions': () => json([]),
    })
    renderApp('/carrito')
    const summary = await screen.findByRole('region', { name: 'Resumen del pedido' })
    await waitFor(() => expect(amount(summary, 'Envío')).toBe('Gratis'))
    expect(within(summary).queryByText(/IVA/)).not.toBeInTheDocument()
    expect(amount(summary, 'Total')).toBe('$ 300.000')
  })

  // docs/decisions/030-iva-by-product.md: one line per rate, and the excluded goods apart.
  test('a 19% shirt, a 5% coffee and an excluded panela: two IVA lines and the excluded base', async () => {
    useCartStore.getState().add({ ...shirt, price: 59_900, tax_class: 'general' })
    useCartStore
      .getState()
      .add({ ...shirt, id: '8', productId: 8, name: 'Café', price: 18_000, tax_class: 'reducido' }, 2)
    useCartStore
      .getState()
      .add({ ...shirt, id: '9', productId: 9, name: 'Panela', price: 12_500, tax_class: 'excluido' })
    mockApi({
      'GET /api/settings': () =>
        json([...settings, { setting_key: 'tax_rate_reduced', setting_value: '0.05' }]),
      'GET /api/products/suggestions': () => json([]),
    })
    renderApp('/carrito')
    const summary = await screen.findByRole('region', { name: 'Resumen del pedido' })
    await waitFor(() => expect(amount(summary, 'IVA 19%')).toBe('$ 11.381'))
    expect(amount(summary, 'IVA 5%')).toBe('$ 1.800')
    expect(amount(summary, 'Excluido de IVA')).toBe('$ 12.500')
    // 108.400 + 12.000 shipping + 13.181 IVA; the excluded base is shown, never added.
    expect(amount(summary, 'Total')).toBe('$ 133.581')
  })

  test("with shipping zones the cart says 'Envío calculado en el checkout' and leaves shipping out", async () => {
    useCartStore.getState().add(shirt, 2)
    mockApi({
      'GET /api/settings': () =>
        json([...settings, { setting_key: 'prices_include_tax', setting_value: 'true' }]),
      'GET /api/shipping/zones': () =>
        json([
          {
            id: 1,
            name: 'Bogotá D.C.',
            departamentos: ['Bogotá D.C.'],
            cities: [],
            cost: 9_000,
            free_shipping_threshold: null,
            delivery_days_min: 1,
            delivery_days_max: 2,
          },
        ]),
      'GET /api/products/suggestions': () => json([]),
    })
    renderApp('/carrito')
    const summary = await screen.findByRole('region', { name: 'Resumen del pedido' })
    await waitFor(() => expect(amount(summary, 'Envío')).toBe('Envío calculado en el checkout'))
    expect(amount(summary, 'Total')).toBe('$ 100.000')
    expect(within(summary).queryByText(/Te faltan/)).not.toBeInTheDocument()
  })

  test('until the zones are known the cart shows no shipping cost, so the total never jumps', async () => {
    useCartStore.getState().add(shirt, 2)
    const zones = deferred<Response>()
    mockApi({
      'GET /api/settings': () => json(settings),
      'GET /api/shipping/zones': () => zones.promise,
      'GET /api/products/suggestions': () => json([]),
    })
    renderApp('/carrito')
    const summary = await screen.findByRole('region', { name: 'Resumen del pedido' })
    await screen.findByText('IVA 19%')
    expect(amount(summary, 'Envío')).toBe('Envío calculado en el checkout')
    zones.resolve(json([]))
    await waitFor(() => expect(amount(summary, 'Envío')).toBe('$ 12.000'))
  })
})
