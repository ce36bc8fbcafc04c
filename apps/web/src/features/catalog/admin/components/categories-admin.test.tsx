import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { beforeEach, describe, expect, test } from 'vitest'
import { json, mockApi, type MockRequest } from '../../../../test/api-mock'
import { testCategories } from '../../../../test/fixtures'
import { makeUser, renderApp, signIn } from '../../../../test/render-app'
import { createQueryClient } from '../../../../lib/query-client'
import { CategoryForm } from './category-form'

beforeEach(() => {
  signIn(makeUser({ roles: ['Empleado'] }))
})

describe('/admin/categorias', { timeout: 30_000 }, () => {
  test('lists categories with their product counts; search ignores accents', async () => {
    mockApi({
      'GET /api/categories': () =>
        json([
          ...testCategories,
          {
            id: 3,
            name: 'Café y Despensa',
            slug: 'cafe',
            description: null,
            image_url: null,
            position: 3,
            product_count: 4,
            product_image_url: null,
          },
        ]),
    })
    const { history } = renderApp('/admin/categorias')
    const table = await screen.findByRole('table', { name: 'Categorías' }, { timeout: 10_000 })
    expect(within(table).getAllByRole('row')).toHaveLength(4)
    expect(within(table).getByRole('link', { name: 'Editar Calzado' })).toHaveAttribute(
      'href',
      '/admin/categorias/editar/2',
    )
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Buscar' }), 'cafe')
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2))
    expect(within(table).getByText('Café y Despensa')).toBeInTheDocument()
    expect(history.location.search).toBe('?search=cafe')
  })

  test('deleting says the products stay in the store without the category', async () => {
    let list = testCategories
    mockApi({
      'GET /api/categories': () => json(list),
      'DELETE /api/categories/1': () => {
        list = testCategories.slice(1)
        return json({ message: 'Categoría eliminada.' })
      },
    })
    renderApp('/admin/categorias')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Eliminar Camisetas' }, { timeout: 10_000 }))
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar esta categoría?' })
    expect(dialog).toHaveTextContent('que tiene 5 productos a la venta')
    expect(dialog).toHaveTextContent('siguen en la tienda, solo dejan de pertenecer a esta categoría')
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar categoría' }))
    expect(await screen.findByText('Categoría eliminada.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Camisetas' })).not.toBeInTheDocument())
  })

  test('create: Spanish validation, slug from the name, a taken slug under its field', async () => {
    const bodies: unknown[] = []
    let answer = () => json({ message: 'Ya existe una categoría con ese slug.', code: 'SLUG_TAKEN' }, 409)
    mockApi({
      'GET /api/categories': () => json(testCategories),
      'POST /api/categories': (request: MockRequest) => {
        bodies.push(request.body)
        return answer()
      },
    })
    const { history } = renderApp('/admin/categorias/nueva')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Crear categoría' }, { timeout: 10_000 }))
    expect(await screen.findByText('El nombre de la categoría es obligatorio.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('O un enlace a una imagen (opcional)'), 'ftp://x.co/a.png')
    await user.type(screen.getByLabelText('Posición (opcional)'), '-1')
    await user.type(screen.getByLabelText('Nombre'), 'Ropa de Baño')
    expect(screen.getByLabelText('Slug')).toHaveValue('ropa-de-bano')
    await user.click(screen.getByRole('button', { name: 'Crear categoría' }))
    expect(await screen.findByText('El enlace debe empezar por https://.')).toBeInTheDocument()
    expect(screen.getByText('La posición debe ser un número entero entre 0 y 9999.')).toBeInTheDocument()
    expect(screen.getByText('Podrás subir una imagen cuando la categoría esté creada.')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('O un enlace a una imagen (opcional)'))
    await user.clear(screen.getByLabelText('Posición (opcional)'))
    await user.type(screen.getByLabelText('Descripción (opcional)'), 'Vestidos de baño y salidas de playa.')
    await user.click(screen.getByRole('button', { name: 'Crear categoría' }))
    expect(await screen.findByText('Ya existe una categoría con ese slug.')).toBeInTheDocument()
    expect(bodies[0]).toEqual({
      name: 'Ropa de Baño',
      slug: 'ropa-de-bano',
      description: 'Vestidos de baño y salidas de playa.',
      image_url: null,
    })
    answer = () => json({ ...testCategories[0], id: 9, name: 'Ropa de Baño' }, 201)
    await user.clear(screen.getByLabelText('Slug'))
    await user.type(screen.getByLabelText('Slug'), 'bano')
    await user.click(screen.getByRole('button', { name: 'Crear categoría' }))
    await waitFor(() => expect(history.location.pathname).toBe('/admin/categorias'))
    expect(bodies[1]).toMatchObject({ slug: 'bano' })
  })

  test('rows move up and down: the list is numbered again and only the changed positions are saved', async () => {
    const saved: { id: string; body: unknown }[] = []
    const put = (id: string) => (request: MockRequest) => {
      saved.push({ id, body: request.body })
      return json(testCategories[0])
    }
    mockApi({
      'GET /api/categories': () => json(testCategories),
      'PUT /api/categories/1': put('1'),
      'PUT /api/categories/2': put('2'),
    })
    renderApp('/admin/categorias')
    const user = userEvent.setup()
    const down = await screen.findByRole('button', { name: 'Bajar Camisetas' }, { timeout: 10_000 })
    expect(screen.getByRole('button', { name: 'Subir Camisetas' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Bajar Calzado' })).toBeDisabled()
    await user.click(down)
    await waitFor(() => expect(saved).toHaveLength(2))
    expect(saved).toEqual(
      expect.arrayContaining([
        { id: '1', body: { position: 2 } },
        { id: '2', body: { position: 1 } },
      ]),
    )
  })

  test('edit loads the category; an unknown one says so', async () => {
    mockApi({
      'GET /api/categories/2': () => json(testCategories[1]),
      'GET /api/categories/99': () =>
        json({ message: 'Categoría no encontrada.', code: 'CATEGORY_NOT_FOUND' }, 404),
    })
    const first = renderApp('/admin/categorias/editar/2')
    expect(await screen.findByLabelText('Nombre', {}, { timeout: 10_000 })).toHaveValue('Calzado')
    expect(screen.getByLabelText('Descripción (opcional)')).toHaveValue('Tenis y botas')
    expect(screen.getByLabelText('Slug')).toHaveValue('calzado')
    expect(screen.getByLabelText('Posición (opcional)')).toHaveValue('2')
    first.unmount()
    renderApp('/admin/categorias/editar/99')
    expect(await screen.findByText('Categoría no encontrada.')).toBeInTheDocument()
  })
})

describe('the writing helper slot beside the description', () => {
  test('renders next to the label, reads the current values and fills the description', async () => {
    mockApi()
    let read: { name: string; slug: string; description: string } | null = null
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CategoryForm
          onSaved={() => undefined}
          descriptionAssist={({ read: current, fill }) => (
            <button
              type="button"
              onClick={() => {
                read = current()
                fill({ description: `Todo en ${current().name}.` })
              }}
            >
              Ayuda
            </button>
          )}
        />
      </QueryClientProvider>,
    )
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Nombre'), 'Sombreros')
    await user.click(screen.getByRole('button', { name: 'Ayuda' }))
    expect(read).toEqual({ name: 'Sombreros', slug: 'sombreros', description: '' })
    expect(screen.getByLabelText('Descripción (opcional)')).toHaveValue('Todo en Sombreros.')
  })
})
