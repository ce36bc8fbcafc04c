import type { CartItem } from '@vitrina/core/cart'
import type { Address } from '@vitrina/core/schemas/addresses'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { json, mockApi, type MockRequest } from '../../../test/api-mock'
import { makeProductDetail } from '../../../test/fixtures'
import { FIRST_PAINT, renderApp, signIn } from '../../../test/render-app'
import { useCartStore } from '../../cart/cart.store'

// docs/product/checkout-and-payments.md#buyer ('Datos de facturación') and docs/decisions/031 (an address
// without DANE code is confirmed before paying).

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
const home = (over: Partial<Address> = {}): Address => ({
  id: 1,
  recipient_name: 'Camila Ríos',
  phone_number: '3001234567',
  street_address: 'Calle 1',
  city: 'Cali',
  state_province: 'Valle del Cauca',
  municipality_code: '76001',
  postal_code: '760001',
  country: 'Colombia',
  reference: null,
  is_default: true,
  ...over,
})

function checkout(handlers: Parameters<typeof mockApi>[0] = {}) {
  signIn()
  useCartStore.getState().add(hat, 1)
  const placed: MockRequest[] = []
  mockApi({
    'GET /api/products/1': () => json(makeProductDetail({ id: 1, name: 'Sombrero', price: 50_000 })),
    'GET /api/addresses': () => json([home()]),
    'GET /api/payments/paypal/config': () =>
      json({ clientId: null, currency: 'USD', intent: 'capture', enabled: false, copPerUsd: 4150 }),
    'GET /api/payments/methods': () =>
      json({ methods: ['contra_entrega'], cod: { max_total: null, departamentos: null } }),
    [`GET /api/orders/${ORDER_ID}`]: () => json({ message: 'No encontrado', code: 'NOT_FOUND' }, 404),
    'POST /api/orders': (request) => {
      placed.push(request)
      return json({ orderId: ORDER_ID, message: '¡Pedido realizado con éxito!' }, 201)
    },
    ...handlers,
  })
  renderApp('/checkout')
  return placed
}

const billing = async () => screen.findByRole('region', { name: /Datos de facturación/ }, FIRST_PAINT)

describe('/checkout Datos de facturación', { timeout: 20_000 }, () => {
  test("'Consumidor final' comes chosen; a NIT with a wrong DV blocks payment, the right one is sent", async () => {
    const placed = checkout()
    const step = await billing()
    expect(within(step).getByRole('radio', { name: 'Consumidor final' })).toBeChecked()
    await userEvent.click(within(step).getByRole('radio', { name: /A mi nombre o de mi empresa/ }))
    await userEvent.selectOptions(within(step).getByLabelText('Tipo de documento'), 'NIT')
    await userEvent.type(within(step).getByLabelText('Número de documento'), '800197268')
    await userEvent.type(within(step).getByLabelText('DV'), '5')
    await userEvent.tab()
    await userEvent.type(within(step).getByLabelText('Nombre o razón social'), 'DIAN')
    await userEvent.type(within(step).getByLabelText('Correo para la factura'), 'f@dian.gov.co')
    expect(
      within(step).getByText('El dígito de verificación no corresponde al NIT. Revisa el número y el DV.'),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Pago Contra Entrega' }))
    expect(await screen.findByText(/Revisa los datos de facturación/)).toBeInTheDocument()
    expect(placed).toHaveLength(0)

    await userEvent.clear(within(step).getByLabelText('DV'))
    await userEvent.type(within(step).getByLabelText('DV'), '4')
    await userEvent.click(screen.getByRole('button', { name: 'Pago Contra Entrega' }))
    await waitFor(() => expect(placed).toHaveLength(1))
    expect((placed[0]!.body as { buyer: unknown }).buyer).toEqual({
      document_type: 'NIT',
      document_number: '800197268',
      dv: '4',
      name: 'DIAN',
      email: 'f@dian.gov.co',
    })
  })

  test('the last order’s buyer comes prefilled', async () => {
    checkout({
      'GET /api/account/buyer': () =>
        json({
          document_type: 'CC',
          document_number: '1020304050',
          dv: null,
          name: 'Camila',
          email: 'c@x.co',
        }),
    })
    const step = await billing()
    await waitFor(() => expect(within(step).getByLabelText('Número de documento')).toHaveValue('1020304050'))
    expect(within(step).getByRole('radio', { name: /A mi nombre/ })).toBeChecked()
    expect(within(step).queryByLabelText('DV')).toBeNull()
  })

  test('an address without DANE code asks for its municipio before paying, then pays', async () => {
    let addresses = [home({ municipality_code: null, city: 'Calii' })]
    const placed = checkout({
      'GET /api/addresses': () => json(addresses),
      'PUT /api/addresses/1/municipio': ({ body }) => {
        expect(body).toEqual({ municipality_code: '76001' })
        addresses = [home()]
        return json({ message: 'Municipio confirmado.', address: addresses[0] })
      },
    })
    expect(await screen.findByText('Confirma el municipio', {}, FIRST_PAINT)).toBeInTheDocument()
    expect(screen.getByText('Elige o añade una dirección de envío para poder pagar.')).toBeInTheDocument()
    const combo = screen.getByRole('combobox', { name: 'Municipio en Valle del Cauca' })
    await waitFor(() => expect(combo).toBeEnabled())
    await userEvent.type(combo, 'cali')
    await userEvent.click(await screen.findByRole('option', { name: 'Cali' }))
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar municipio' }))
    await waitFor(() => expect(screen.queryByText('Confirma el municipio')).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: 'Pago Contra Entrega' }))
    await waitFor(() => expect(placed).toHaveLength(1))
  })
})
