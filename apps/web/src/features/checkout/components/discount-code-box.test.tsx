import type { CartItem } from '@vitrina/core/cart'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { json, mockApi, type MockRequest } from '../../../test/api-mock'
import { makeProductDetail } from '../../../test/fixtures'
import { FIRST_PAINT, renderApp, signIn } from '../../../test/render-app'
import { useCartStore } from '../../cart/cart.store'
import { useDiscountCodeStore } from '../../cart/discount-code.store'

// docs/product/promotions.md#checkout: the coupon box asks the server, shows its reason when a code does not
// apply, and the summary computes the discount with the shared totals; the order carries the code.

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
const address = {
  id: 2,
  recipient_name: 'Camila Ríos',
  phone_number: '3001234567',
  street_address: 'Carrera 2',
  city: 'Cali',
  state_province: 'Valle del Cauca',
  municipality_code: '76001',
  postal_code: '760001',
  country: 'Colombia',
  reference: null,
  is_default: true,
}

describe('the coupon box at checkout', { timeout: 20_000 }, () => {
  test('a refused code shows its reason; an accepted one is in the summary and in the order', async () => {
    const placed: MockRequest[] = []
    signIn()
    useCartStore.getState().add(hat, 2)
    mockApi({
      'GET /api/products/1': () => json(makeProductDetail({ id: 1, name: 'Sombrero', price: 50_000 })),
      'GET /api/addresses': () => json([address]),
      'GET /api/payments/paypal/config': () =>
        json({ clientId: null, currency: 'USD', intent: 'capture', enabled: false, copPerUsd: 4150 }),
      'GET /api/payments/methods': () =>
        json({ methods: ['contra_entrega'], cod: { max_total: null, departamentos: null } }),
      'POST /api/cart/discount-preview': (request) =>
        (request.body as { discount_code: string }).discount_code === 'laura15'
          ? json({ code: 'LAURA15', type: 'percentage', value: 15, eligible: [true] })
          : json({ message: 'Este código venció el 30 de noviembre.', code: 'DISCOUNT_CODE_EXPIRED' }, 409),
      'POST /api/orders': (request) => {
        placed.push(request)
        return json({ orderId: 'x', message: '¡Pedido realizado con éxito!' }, 201)
      },
    })
    renderApp('/checkout')
    const box = await screen.findByLabelText('¿Tienes un código de descuento?', {}, FIRST_PAINT)
    await userEvent.type(box, 'NAVIDAD')
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Este código venció el 30 de noviembre.')

    await userEvent.clear(box)
    await userEvent.type(box, 'laura15')
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }))
    const summary = screen.getByRole('region', { name: 'Resumen del pedido' })
    expect(await within(summary).findByText('Descuento (LAURA15)')).toBeInTheDocument()
    expect(within(summary).getByText(/^−\$\s15\.000$/)).toBeInTheDocument()
    expect(within(summary).getByText('Total').nextElementSibling?.textContent).toBe('$\u00a085.000')

    await userEvent.click(screen.getByRole('button', { name: 'Pago Contra Entrega' }))
    await screen.findByText('¡Pedido realizado con éxito!')
    expect(placed[0]!.body).toMatchObject({ discount_code: 'LAURA15', expected_total: 85_000 })
    // The emptied cart forgets the code.
    expect(useDiscountCodeStore.getState().applied).toBeNull()
  })
})
