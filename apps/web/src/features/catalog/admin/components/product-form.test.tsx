import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test } from 'vitest'
import { json, mockApi, type MockRequest } from '../../../../test/api-mock'
import { makeProductDetail, makeProductWithOptions, testCategories } from '../../../../test/fixtures'
import { makeUser, renderApp, signIn } from '../../../../test/render-app'

beforeEach(() => {
  signIn(makeUser({ roles: ['Administrador'] }))
})

describe('product create and edit form', { timeout: 30_000 }, () => {
  test('validates with the shared contract in Spanish before calling the server', async () => {
    const fetch = mockApi({ 'GET /api/categories': () => json(testCategories) })
    renderApp('/admin/productos/nuevo')
    const user = userEvent.setup()
    // The first visit loads the admin screens' code.
    await user.click(await screen.findByRole('button', { name: 'Crear producto' }, { timeout: 10_000 }))
    expect(await screen.findByText('El nombre del producto es obligatorio.')).toBeInTheDocument()
    expect(screen.getByText('El precio debe ser un número entero de pesos.')).toBeInTheDocument()
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true')
    await user.type(screen.getByLabelText('Precio (COP)'), '-5')
    await user.clear(screen.getByLabelText('Slug'))
    await user.type(screen.getByLabelText('Slug'), 'Con Espacios')
    await user.click(screen.getByRole('button', { name: 'Crear producto' }))
    expect(await screen.findByText('El precio no puede ser negativo.')).toBeInTheDocument()
    expect(
      screen.getByText('El slug solo puede tener letras minúsculas sin tildes, números y guiones.'),
    ).toBeInTheDocument()
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  })

  test('the slug follows the name until edited; a taken slug shows under its field; success opens the editor', async () => {
    let answer = () => json({ message: 'Ya existe un producto con ese slug.', code: 'SLUG_TAKEN' }, 409)
    const bodies: unknown[] = []
    mockApi({
      'GET /api/categories': () => json(testCategories),
      'POST /api/products': (request: MockRequest) => {
        bodies.push(request.body)
        return answer()
      },
      'GET /api/products/41': () => json(makeProductDetail({ id: 41, name: 'Ruana Ñandú de Lana' })),
    })
    const { history } = renderApp('/admin/productos/nuevo')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Nombre'), 'Ruana Ñandú de Lana')
    expect(screen.getByLabelText('Slug')).toHaveValue('ruana-nandu-de-lana')
    await user.type(screen.getByLabelText('Precio (COP)'), '189900')
    await user.clear(screen.getByLabelText('Stock'))
    await user.type(screen.getByLabelText('Stock'), '4')
    await user.type(screen.getByLabelText('Marca (opcional)'), 'Andina')
    await user.click(screen.getByRole('checkbox', { name: 'Calzado' }))
    await user.click(screen.getByRole('checkbox', { name: /Producto destacado/ }))
    await user.click(screen.getByRole('button', { name: 'Crear producto' }))

    expect(await screen.findByText('Ya existe un producto con ese slug.')).toBeInTheDocument()
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true')
    expect(bodies[0]).toEqual({
      name: 'Ruana Ñandú de Lana',
      slug: 'ruana-nandu-de-lana',
      description: '',
      price: 189900,
      stock_quantity: 4,
      brand: 'Andina',
      sku: null,
      is_featured: true,
      is_active: true,
      tax_class: 'general',
      withdrawable: true,
      categoryIds: [2],
    })

    await user.type(screen.getByLabelText('Slug'), '-2')
    await user.type(screen.getByLabelText('Nombre'), ' Gris')
    expect(screen.getByLabelText('Slug')).toHaveValue('ruana-nandu-de-lana-2')
    await user.click(screen.getByRole('button', { name: 'Generar desde el nombre' }))
    expect(screen.getByLabelText('Slug')).toHaveValue('ruana-nandu-de-lana-gris')

    answer = () => json(makeProductDetail({ id: 41, name: 'Ruana Ñandú de Lana Gris' }), 201)
    await user.click(screen.getByRole('button', { name: 'Crear producto' }))
    await waitFor(() => expect(history.location.pathname).toBe('/admin/productos/editar/41'))
    expect(await screen.findByRole('heading', { level: 2, name: 'Imágenes' })).toBeInTheDocument()
    expect(
      await screen.findByText('Producto creado. Ahora puedes añadir imágenes y variantes.'),
    ).toBeInTheDocument()
  })

  test('editing sends every field with PUT; a product with variants shows its total instead of a stock box', async () => {
    const bodies: unknown[] = []
    const product = makeProductWithOptions({ sku: 'CAM-7', brand: null })
    mockApi({
      'GET /api/categories': () => json(testCategories),
      'GET /api/products/7': () => json(product),
      'PUT /api/products/7': (request: MockRequest) => {
        bodies.push(request.body)
        return json({ ...product, name: 'Camiseta Pima Premium' })
      },
    })
    renderApp('/admin/productos/editar/7')
    const user = userEvent.setup()
    const form = await screen.findByRole('form', { name: 'Datos del producto' })
    expect(within(form).queryByLabelText('Stock')).not.toBeInTheDocument()
    expect(within(form).getByText('8')).toBeInTheDocument()
    const name = within(form).getByLabelText('Nombre')
    await user.clear(name)
    await user.type(name, 'Camiseta Pima Premium')
    // An existing product keeps its slug: shared links must not break.
    expect(within(form).getByLabelText('Slug')).toHaveValue('producto-7')
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }))
    expect(await screen.findByText('Cambios guardados.')).toBeInTheDocument()
    expect(bodies[0]).toEqual({
      name: 'Camiseta Pima Premium',
      slug: 'producto-7',
      description: 'Una descripción del producto.',
      price: 50000,
      brand: null,
      sku: 'CAM-7',
      is_featured: false,
      is_active: true,
      tax_class: 'general',
      withdrawable: true,
      categoryIds: [1],
    })
  })

  // docs/decisions/030-iva-by-product.md: the IVA class, labelled with the store's own percentages.
  test('the IVA class is chosen from the four classes and sent with the product', async () => {
    const bodies: unknown[] = []
    const product = makeProductWithOptions()
    mockApi({
      'GET /api/settings': () =>
        json([
          { setting_key: 'tax_rate', setting_value: '0.19' },
          { setting_key: 'tax_rate_reduced', setting_value: '0.05' },
        ]),
      'GET /api/categories': () => json(testCategories),
      'GET /api/products/7': () => json(product),
      'PUT /api/products/7': (request: MockRequest) => {
        bodies.push(request.body)
        return json({ ...product, tax_class: 'reducido' })
      },
    })
    renderApp('/admin/productos/editar/7')
    const user = userEvent.setup()
    const form = await screen.findByRole('form', { name: 'Datos del producto' })
    const taxClass = within(form).getByLabelText('Clase de IVA')
    await waitFor(() =>
      expect(
        within(taxClass)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['General (19%)', 'Reducido (5%)', 'Exento (0%)', 'Excluido (sin IVA)']),
    )
    expect(taxClass).toHaveValue('general')
    await user.selectOptions(taxClass, 'Reducido (5%)')
    // docs/product/consumer-rights.md#retracto: goods the law excludes are unticked here.
    const withdrawable = within(form).getByRole('checkbox', { name: /Admite derecho de retracto/ })
    expect(withdrawable).toBeChecked()
    await user.click(withdrawable)
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }))
    expect(await screen.findByText('Cambios guardados.')).toBeInTheDocument()
    expect(bodies[0]).toMatchObject({ tax_class: 'reducido', withdrawable: false })
  })

  test("an unknown product says so; other failures use the spec's text", async () => {
    let answer = () => json({ message: 'Producto no encontrado.', code: 'PRODUCT_NOT_FOUND' }, 404)
    mockApi({ 'GET /api/products/99': () => answer() })
    const first = renderApp('/admin/productos/editar/99')
    expect(await screen.findByText('Producto no encontrado.')).toBeInTheDocument()
    first.unmount()
    answer = () => json({ message: 'Fallo', code: 'X' }, 500)
    renderApp('/admin/productos/editar/99')
    expect(await screen.findByText('No se pudo cargar el producto.')).toBeInTheDocument()
  })
})
