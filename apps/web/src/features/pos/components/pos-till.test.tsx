import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PosProduct } from '@vitrina/core/schemas/pos'
import { beforeEach, describe, expect, test } from 'vitest'
import { json, mockApi, type MockRequest } from '../../../test/api-mock'
import { makeUser, renderApp, signIn } from '../../../test/render-app'

// docs/product/back-office.md#point-of-sale: the till by keyboard alone, against the API contract.

const shirt: PosProduct = {
  id: 3,
  name: 'Camiseta básica',
  sku: 'CAM-BAS',
  price: 40_000,
  discount_price: null,
  tax_class: 'general',
  stock: 6,
  image_url: null,
  exact: false,
  matched_variant_id: null,
  variants: [
    { id: 31, label: 'S', sku: 'CAM-BAS-S', price: 40_000, discount_price: null, stock: 0 },
    { id: 32, label: 'M', sku: 'CAM-BAS-M', price: 45_000, discount_price: null, stock: 6 },
  ],
}
const mug: PosProduct = {
  ...shirt,
  id: 5,
  name: 'Taza',
  sku: 'TAZA-1',
  price: 20_000,
  stock: 4,
  variants: [],
}

function search({ query }: MockRequest) {
  const term = query.get('search')!.toLowerCase()
  if (term === 'cam-bas-m') return json([{ ...shirt, exact: true, matched_variant_id: 32 }])
  if (term === 'taza-1') return json([{ ...mug, exact: true }])
  return json([shirt, mug].filter((p) => p.name.toLowerCase().includes(term)))
}

const sold = (body: { items: unknown[] }) => ({
  order: {
    id: '9a0e6f1c-0000-4000-8000-00000a1b2c3d',
    order_number: 1007,
    order_date: '2026-11-21T15:00:00Z',
    total_amount: 85_000,
    status: 'entregado',
    payment_method: 'efectivo',
    channel: 'pos',
    items: [
      {
        product_id: 3,
        variant_id: 32,
        product_name: 'Camiseta básica',
        variant_details: 'Talla: M',
        sku: 'CAM-BAS-M',
        quantity: 1,
        price_per_unit: 45_000,
        list_price: 45_000,
        image_url: null,
        tax_class: 'general',
        tax_rate: 0,
        tax_amount: 0,
      },
      {
        product_id: 5,
        variant_id: null,
        product_name: 'Taza',
        variant_details: null,
        sku: 'TAZA-1',
        quantity: 2,
        price_per_unit: 20_000,
        list_price: 20_000,
        image_url: null,
        tax_class: 'general',
        tax_rate: 0,
        tax_amount: 0,
      },
    ].slice(0, body.items.length),
    subtotal: 85_000,
    discount_total: 0,
    shipping_cost: 0,
    tax_rate: '0',
    tax_amount: 0,
    tax_included: false,
    tax_breakdown: [],
    shipping_zone: null,
    shipping_estimate: null,
    cop_per_usd: null,
    paid_at: '2026-11-21T15:00:00Z',
    shipping_address: null,
    status_history: [],
    payments: [],
    user_id: null,
    customer_name: null,
    customer_email: null,
    next_statuses: [],
  },
  amount_received: 100_000,
  change: 15_000,
})

beforeEach(() => signIn(makeUser({ roles: ['Empleado'] })))

// Typing whole codes key by key is slow under a loaded machine; the steps themselves are instant.
describe('the till', { timeout: 30_000 }, () => {
  test('scanning SKUs (code + Enter) fills the ticket; cash shows the change; Cobrar sends the sale', async () => {
    const posted: unknown[] = []
    mockApi({
      'GET /api/pos/products': search,
      'POST /api/pos/sales': ({ body }) => {
        posted.push(body)
        return json(sold(body as { items: unknown[] }), 201)
      },
    })
    renderApp('/admin/pos')
    const user = userEvent.setup()
    const field = await screen.findByLabelText('Buscar producto o escanear código')
    expect(field).toHaveFocus()

    await user.keyboard('CAM-BAS-M{Enter}')
    const ticket = await screen.findByRole('list', { name: 'Productos del ticket' })
    expect(within(ticket).getByText('Camiseta básica')).toBeInTheDocument()
    expect(field).toHaveValue('')
    await user.keyboard('TAZA-1{Enter}')
    await user.keyboard('TAZA-1{Enter}')
    expect(await within(ticket).findByLabelText('Cantidad de Taza')).toHaveValue(2)
    const total = screen.getByText('Total', { selector: 'dt' }).parentElement!
    expect(total).toHaveTextContent('Total$ 85.000')

    await user.click(screen.getByLabelText('Efectivo recibido'))
    await user.keyboard('80000')
    expect(screen.getByText('Faltan $ 5.000')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cobrar' })).toBeDisabled()
    await user.clear(screen.getByLabelText('Efectivo recibido'))
    await user.keyboard('100000')
    expect(screen.getByText('Cambio: $ 15.000')).toBeInTheDocument()
    screen.getByRole('button', { name: 'Cobrar' }).focus()
    await user.keyboard('{Enter}')

    const receipt = await screen.findByRole('dialog', { name: 'Venta registrada' })
    expect(within(receipt).getByText('Recibo de venta #1007')).toBeInTheDocument()
    expect(within(receipt).getByRole('button', { name: 'Imprimir recibo' })).toHaveFocus()
    expect(posted).toEqual([
      {
        items: [
          { productId: 3, variantId: 32, quantity: 1 },
          { productId: 5, variantId: null, quantity: 2 },
        ],
        payment_method: 'efectivo',
        amount_received: 100_000,
        customer_id: null,
      },
    ])
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('list', { name: 'Productos del ticket' })).not.toBeInTheDocument()
    // The till focuses the search on the next animation frame, once the receipt has closed.
    await waitFor(() => expect(field).toHaveFocus())
  })

  test('a product with sizes opens the choice, where sold-out sizes cannot be chosen', async () => {
    mockApi({ 'GET /api/pos/products': search })
    renderApp('/admin/pos')
    const user = userEvent.setup()
    await screen.findByLabelText('Buscar producto o escanear código')
    await user.keyboard('camiseta{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Elige una opción de "Camiseta básica"' })
    expect(within(dialog).getByRole('button', { name: /^S/ })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: /^M/ })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(await screen.findByLabelText('Cantidad de Camiseta básica (M)')).toHaveValue(1)
    await waitFor(() => expect(screen.getByLabelText('Buscar producto o escanear código')).toHaveFocus())
  })

  test("a short sale shows the server's message naming the product", async () => {
    mockApi({
      'GET /api/pos/products': search,
      'POST /api/pos/sales': () =>
        json({ message: 'Lo sentimos, "Taza" está agotado.', code: 'OUT_OF_STOCK' }, 409),
    })
    renderApp('/admin/pos')
    const user = userEvent.setup()
    await screen.findByLabelText('Buscar producto o escanear código')
    await user.keyboard('TAZA-1{Enter}')
    await user.click(await screen.findByRole('radio', { name: 'Tarjeta' }))
    await user.click(screen.getByRole('button', { name: 'Cobrar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Lo sentimos, "Taza" está agotado.')
  })

  test('a sale named to a company: a wrong NIT DV holds Cobrar, the right one is sent as buyer', async () => {
    const posted: unknown[] = []
    mockApi({
      'GET /api/pos/products': search,
      'POST /api/pos/sales': ({ body }) => {
        posted.push(body)
        return json(sold(body as { items: unknown[] }), 201)
      },
    })
    renderApp('/admin/pos')
    const user = userEvent.setup()
    await screen.findByLabelText('Buscar producto o escanear código')
    await user.keyboard('TAZA-1{Enter}')
    await user.click(await screen.findByRole('radio', { name: 'Tarjeta' }))
    const billing = screen.getByRole('group', { name: '¿Factura a nombre de alguien?' })
    expect(within(billing).getByRole('radio', { name: 'Consumidor final' })).toBeChecked()
    await user.click(within(billing).getByRole('radio', { name: 'Sí, con documento' }))
    await user.selectOptions(screen.getByLabelText('Tipo de documento'), 'NIT')
    await user.type(screen.getByLabelText('Número de documento'), '800197268')
    await user.type(screen.getByLabelText('DV'), '5')
    await user.type(screen.getByLabelText('Nombre o razón social'), 'Ferretería El Tornillo S.A.S.')
    await user.type(screen.getByLabelText('Correo para la factura'), 'facturas@tornillo.co')
    const charge = screen.getByRole('button', { name: 'Cobrar' })
    expect(charge).toBeDisabled()
    expect(charge).toHaveAccessibleDescription(/El dígito de verificación no corresponde al NIT/)
    await user.clear(screen.getByLabelText('DV'))
    await user.type(screen.getByLabelText('DV'), '4')
    await user.click(screen.getByRole('button', { name: 'Cobrar' }))
    await screen.findByRole('dialog', { name: 'Venta registrada' })
    expect(posted[0]).toMatchObject({
      payment_method: 'tarjeta',
      buyer: {
        document_type: 'NIT',
        document_number: '800197268',
        dv: '4',
        name: 'Ferretería El Tornillo S.A.S.',
        email: 'facturas@tornillo.co',
      },
    })
  })

  test('an unknown code says so', async () => {
    mockApi({ 'GET /api/pos/products': search })
    renderApp('/admin/pos')
    const user = userEvent.setup()
    await screen.findByLabelText('Buscar producto o escanear código')
    await user.keyboard('XYZ-000{Enter}')
    expect(await screen.findByText('No se encontró ningún producto para "XYZ-000".')).toBeInTheDocument()
  })
})
