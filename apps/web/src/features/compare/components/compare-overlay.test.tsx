import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { makeProduct } from '../../../test/fixtures'
import { renderApp } from '../../../test/render-app'

const products = [1, 2, 3, 4, 5].map((id) =>
  makeProduct({ id, name: `Producto ${id}`, description: 'd'.repeat(200), brand: id === 2 ? null : 'Marca' }),
)

describe('comparison (docs/product/catalogue.md#compare)', () => {
  test('an empty overlay tells to add up to 4 products', async () => {
    mockApi()
    renderApp('/')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Comparar productos (0)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Comparar Productos (0/4)' })
    expect(dialog).toHaveTextContent('Añade hasta 4 productos')
  })

  test('four side by side, the fifth silently ignored; remove one, then Limpiar', async () => {
    mockApi({ 'GET /api/products': () => json(products) })
    renderApp('/tienda')
    const user = userEvent.setup()
    for (const id of [1, 2, 3, 4, 5]) {
      await user.click(await screen.findByRole('button', { name: `Comparar Producto ${id}` }))
    }
    expect(screen.getByRole('button', { name: `Comparar Producto 5` })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await user.click(screen.getByRole('button', { name: 'Comparar productos (4)' }))

    const dialog = await screen.findByRole('dialog', { name: 'Comparar Productos (4/4)' })
    const table = within(dialog).getByRole('table')
    expect(within(table).getAllByRole('columnheader')).toHaveLength(5)
    expect(within(table).queryByText('Producto 5')).not.toBeInTheDocument()
    expect(within(table).getAllByText(`${'d'.repeat(150)}...`)).toHaveLength(4)
    expect(within(table).getByText('N/A')).toBeInTheDocument()
    expect(within(table).getAllByText('10 disponibles')).toHaveLength(4)

    await user.click(within(dialog).getByRole('button', { name: 'Quitar Producto 1 de la comparación' }))
    expect(screen.getByRole('dialog', { name: 'Comparar Productos (3/4)' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Limpiar' }))
    expect(screen.getByRole('dialog', { name: 'Comparar Productos (0/4)' })).toBeInTheDocument()
  })
})
