import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { testCategories } from '../../../test/fixtures'
import { createQueryClient } from '../../../lib/query-client'
import { CategorySelect } from './category-select'

const options = () =>
  screen.getAllByRole('option').map((option) => [option.textContent, option.getAttribute('value')])

function renderSelect(props: Partial<Parameters<typeof CategorySelect>[0]> = {}) {
  mockApi({ 'GET /api/categories': () => json(testCategories) })
  const onChange = vi.fn()
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CategorySelect aria-label="Categoría" value="" onChange={onChange} emptyLabel="Todas" {...props} />
    </QueryClientProvider>,
  )
  return onChange
}

describe('category select (docs/product/catalogue.md#shop-filters)', () => {
  test('offers the empty choice, then every category by slug, and reports the chosen value', async () => {
    const onChange = renderSelect()
    await screen.findByRole('option', { name: 'Calzado' })
    expect(options()).toEqual([
      ['Todas', ''],
      ['Camisetas', 'camisetas'],
      ['Calzado', 'calzado'],
    ])
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'calzado')
    expect(onChange).toHaveBeenCalledWith('calzado')
  })

  test('chooses by id with the product count when asked (the category discount)', async () => {
    renderSelect({ by: 'id', withCount: true, emptyLabel: 'Elige una categoría' })
    await screen.findByRole('option', { name: 'Calzado (0)' })
    expect(options()).toEqual([
      ['Elige una categoría', ''],
      ['Camisetas (5)', '1'],
      ['Calzado (0)', '2'],
    ])
  })
})
