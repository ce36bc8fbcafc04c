import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test } from 'vitest'
import { json, mockApi, type MockRequest } from '../../../../test/api-mock'
import { listPage, makeProduct, testCategories } from '../../../../test/fixtures'
import { makeUser, renderApp, signIn } from '../../../../test/render-app'

// /admin/descuentos: docs/product/catalogue.md#discount (a whole percentage 0-95 sets discount_price).

const initial = [
  { ...makeProduct({ id: 1, name: 'Camiseta Pima', price: 50_000 }), is_active: true },
  {
    ...makeProduct({ id: 2, name: 'Tenis Urbanos', price: 129_900, descuento: 10, discount_price: 116_910 }),
    is_active: true,
  },
]

let products = initial

function serve() {
  const calls: MockRequest[] = []
  mockApi({
    'GET /api/categories': () => json(testCategories),
    'GET /api/products/admin/all': () => listPage(products),
    'PUT /api/products/1/discount': (request: MockRequest) => {
      calls.push(request)
      products = products.map((p) => (p.id === 1 ? { ...p, descuento: 20, discount_price: 40_000 } : p))
      return json(products[0])
    },
    'PUT /api/categories/2/discount': (request: MockRequest) => {
      calls.push(request)
      return json({ message: 'Descuento del 15 % aplicado a 6 productos de Calzado.', updated: 6 })
    },
  })
  return calls
}

beforeEach(() => {
  signIn(makeUser({ roles: ['Administrador'] }))
  products = initial
})

describe('/admin/descuentos', { timeout: 30_000 }, () => {
  test('each product shows price, discount and the resulting price, previewed while typing', async () => {
    const calls = serve()
    renderApp('/admin/descuentos')
    const user = userEvent.setup()
    const row = await screen.findByRole('form', { name: 'Descuento de Camiseta Pima' }, { timeout: 10_000 })
    const tenis = screen.getByRole('form', { name: 'Descuento de Tenis Urbanos' })
    expect(within(tenis).getByRole('spinbutton', { name: 'Descuento (%)' })).toHaveValue(10)
    expect(within(tenis).getByText('$ 116.910')).toBeInTheDocument()

    const input = within(row).getByRole('spinbutton', { name: 'Descuento (%)' })
    const save = within(row).getByRole('button', { name: 'Guardar el descuento de Camiseta Pima' })
    expect(save).toBeDisabled()
    await user.clear(input)
    await user.type(input, '20')
    expect(within(row).getByText('$ 40.000')).toBeInTheDocument()
    expect(within(row).getByText('ahorra $ 10.000')).toBeInTheDocument()
    await user.click(save)
    expect(await screen.findByText('Descuento del 20 % guardado.')).toBeInTheDocument()
    expect(calls[0]!.body).toEqual({ descuento: 20 })
    await waitFor(() => expect(save).toBeDisabled())
  })

  test('only whole percentages from 0 to 95, said in Spanish and nothing sent', async () => {
    const calls = serve()
    renderApp('/admin/descuentos')
    const user = userEvent.setup()
    const row = await screen.findByRole('form', { name: 'Descuento de Camiseta Pima' }, { timeout: 10_000 })
    const input = within(row).getByRole('spinbutton', { name: 'Descuento (%)' })
    await user.clear(input)
    await user.type(input, '96{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El descuento debe ser un número entero entre 0 y 95.',
    )
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(calls).toEqual([])
  })

  test('one percentage for a whole category, after a confirmation', async () => {
    const calls = serve()
    renderApp('/admin/descuentos')
    const user = userEvent.setup()
    const card = await screen.findByRole('region', { name: 'Descuento por categoría' }, { timeout: 10_000 })
    await user.click(within(card).getByRole('button', { name: 'Aplicar a la categoría' }))
    expect(within(card).getByText('Elige una categoría.')).toBeInTheDocument()
    expect(within(card).getByText('El descuento debe ser un número entero entre 0 y 95.')).toBeInTheDocument()

    await user.selectOptions(within(card).getByLabelText('Categoría'), 'Calzado (0)')
    await user.type(within(card).getByLabelText('Descuento (%)'), '15')
    await user.click(within(card).getByRole('button', { name: 'Aplicar a la categoría' }))
    const dialog = screen.getByRole('dialog', { name: '¿Aplicar el descuento a toda la categoría?' })
    expect(dialog).toHaveTextContent('Todos los productos de Calzado quedarán con un 15 % de descuento')
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar descuento' }))
    expect(
      await screen.findByText('Descuento del 15 % aplicado a 6 productos de Calzado.'),
    ).toBeInTheDocument()
    expect(calls).toMatchObject([{ path: '/api/categories/2/discount', body: { descuento: 15 } }])
  })
})
