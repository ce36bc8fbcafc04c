import { screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { makeProductDetail } from '../../../test/fixtures'
import { renderApp } from '../../../test/render-app'

// docs/product/returns.md#window: the product page promises the window the API enforces.
describe('the returns promise on the product page', { timeout: 20_000 }, () => {
  test('30 days by default, the store window when set', async () => {
    mockApi({ 'GET /api/products/5': () => json(makeProductDetail({ id: 5, name: 'Ruana' })) })
    const first = renderApp('/producto/5')
    expect(
      await screen.findByText('Devoluciones gratis dentro de los 30 días siguientes a la entrega.'),
    ).toBeInTheDocument()
    first.unmount()

    mockApi({
      'GET /api/products/5': () => json(makeProductDetail({ id: 5, name: 'Ruana' })),
      'GET /api/settings': () => json([{ setting_key: 'return_window_days', setting_value: '15' }]),
    })
    renderApp('/producto/5')
    expect(
      await screen.findByText('Devoluciones gratis dentro de los 15 días siguientes a la entrega.'),
    ).toBeInTheDocument()
  })

  // docs/product/consumer-rights.md#promesas-de-la-tienda: each promise is the merchant's; empty hides it.
  test("the trust icons and the support line are the store's settings, and an empty one is not shown", async () => {
    mockApi({ 'GET /api/products/5': () => json(makeProductDetail({ id: 5, name: 'Ruana' })) })
    const first = renderApp('/producto/5')
    expect(await screen.findByText('Atención al cliente 24/7')).toBeInTheDocument()
    expect(screen.getByText('Envío rápido')).toBeInTheDocument()
    first.unmount()

    mockApi({
      'GET /api/products/5': () => json(makeProductDetail({ id: 5, name: 'Ruana' })),
      'GET /api/settings': () =>
        json([
          { setting_key: 'claim_support', setting_value: '' },
          { setting_key: 'claim_trust_shipping', setting_value: 'Envío en 48 horas en Medellín' },
        ]),
    })
    renderApp('/producto/5')
    expect(await screen.findByText('Envío en 48 horas en Medellín')).toBeInTheDocument()
    expect(screen.queryByText('Atención al cliente 24/7')).not.toBeInTheDocument()
    expect(screen.queryByText('Envío rápido')).not.toBeInTheDocument()
  })
})
