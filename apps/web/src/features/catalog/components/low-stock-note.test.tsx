import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { makeProductDetail, makeProductWithOptions } from '../../../test/fixtures'
import { renderApp } from '../../../test/render-app'

const lowStock = () => screen.queryByText('Stock bajo')?.closest('p')

// docs/product/catalogue.md#low-stock on the product page.
describe('the product page low-stock note', { timeout: 20_000 }, () => {
  test('names the variant that runs low, among what the shopper has chosen', async () => {
    // S/Rojo 3 units, M/Rojo sold out, M/Azul 5 units.
    mockApi({ 'GET /api/products/7': () => json(makeProductWithOptions()) })
    renderApp('/producto/7')
    const user = userEvent.setup()
    await screen.findByRole('heading', { level: 1, name: 'Camiseta Pima' })
    expect(lowStock()).toHaveTextContent('Stock bajoQuedan 3 en S / Rojo')
    await user.click(screen.getByRole('radio', { name: /^M/ }))
    expect(lowStock()).toHaveTextContent('Quedan 5 en M / Azul')
    await user.click(screen.getByRole('radio', { name: /Rojo/ }))
    // M / Rojo is sold out: 'Agotado', not 'Stock bajo'.
    expect(lowStock()).toBeUndefined()
  })

  test('follows the store threshold: with 2, neither 3 nor 5 units run low', async () => {
    mockApi({
      'GET /api/products/7': () => json(makeProductWithOptions()),
      'GET /api/settings': () => json([{ setting_key: 'low_stock_threshold', setting_value: '2' }]),
    })
    renderApp('/producto/7')
    await screen.findByRole('heading', { level: 1, name: 'Camiseta Pima' })
    expect(await screen.findByText('8 disponibles')).toBeInTheDocument()
    expect(lowStock()).toBeUndefined()
  })

  test("170 units never show 'Stock bajo'; 2 units of a product without options do", async () => {
    mockApi({
      'GET /api/products/5': () => json(makeProductDetail({ id: 5, name: 'Ruana', stock_quantity: 170 })),
      'GET /api/products/6': () => json(makeProductDetail({ id: 6, name: 'Sombrero', stock_quantity: 2 })),
    })
    const { history } = renderApp('/producto/5')
    expect(await screen.findByText('170 disponibles')).toBeInTheDocument()
    expect(lowStock()).toBeUndefined()
    act(() => history.push('/producto/6'))
    expect(await screen.findByText('2 disponibles')).toBeInTheDocument()
    expect(lowStock()).toHaveTextContent('Stock bajoQuedan 2 unidades')
  })
})
