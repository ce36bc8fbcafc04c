import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { json, mockApi, type MockRequest } from '../../../../test/api-mock'
import { testCategories } from '../../../../test/fixtures'
import { makeUser, renderApp, signIn } from '../../../../test/render-app'

const future = [
  {
    id: 1,
    name: 'Café Geisha del Huila',
    category: 'Café y Despensa',
    description: 'Edición limitada.',
    expected_release_date: '2027-02-10',
    image_url: null,
  },
  {
    id: 2,
    name: 'Chaqueta Páramo',
    category: '',
    description: '',
    expected_release_date: null,
    image_url: null,
  },
]

beforeEach(() => {
  signIn(makeUser({ roles: ['Administrador'] }))
})

describe('/admin/productos-futuros', { timeout: 30_000 }, () => {
  test('lists them with the release date in es-CO; empty and failure states', async () => {
    let answer = () => json(future)
    mockApi({ 'GET /api/future-products': () => answer() })
    const first = renderApp('/admin/productos-futuros')
    const table = await screen.findByRole('table', { name: 'Productos futuros' }, { timeout: 10_000 })
    const row = within(table).getByRole('link', { name: 'Café Geisha del Huila' }).closest('tr')!
    expect(within(row).getAllByText(/10 de febrero de 2027/).length).toBeGreaterThan(0)
    const undated = within(table).getByRole('link', { name: 'Chaqueta Páramo' }).closest('tr')!
    expect(within(undated).getAllByText(/Sin fecha/).length).toBeGreaterThan(0)
    first.unmount()

    answer = () => json([])
    const second = renderApp('/admin/productos-futuros')
    expect(await screen.findByText('Aún no hay productos futuros')).toBeInTheDocument()
    second.unmount()
    answer = () => json({ message: 'x', code: 'X' }, 500)
    renderApp('/admin/productos-futuros')
    expect(await screen.findByText('No se pudieron cargar los productos futuros.')).toBeInTheDocument()
  })

  test('create validates in Spanish and sends the date as YYYY-MM-DD', async () => {
    const bodies: unknown[] = []
    mockApi({
      'GET /api/categories': () => json(testCategories),
      'GET /api/future-products': () => json(future),
      'POST /api/future-products': (request: MockRequest) => {
        bodies.push(request.body)
        return json({ ...future[1], id: 3 }, 201)
      },
    })
    const { history } = renderApp('/admin/productos-futuros/nuevo')
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: 'Crear producto futuro' }, { timeout: 10_000 }),
    )
    expect(await screen.findByText('El nombre del producto es obligatorio.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Nombre'), 'Mochila Wayuu Gran Formato')
    await user.type(screen.getByLabelText('Categoría (opcional)'), 'Bolsos')
    await user.type(screen.getByLabelText('Llegada prevista (opcional)'), '2027-05-20')
    await user.type(screen.getByLabelText('Imagen por enlace (opcional)'), 'http://x.co/a.png')
    await user.click(screen.getByRole('button', { name: 'Crear producto futuro' }))
    expect(await screen.findByText('El enlace debe empezar por https://.')).toBeInTheDocument()
    expect(bodies).toEqual([])
    await user.clear(screen.getByLabelText('Imagen por enlace (opcional)'))
    await user.click(screen.getByRole('button', { name: 'Crear producto futuro' }))
    await waitFor(() => expect(history.location.pathname).toBe('/admin/productos-futuros'))
    expect(bodies[0]).toEqual({
      name: 'Mochila Wayuu Gran Formato',
      category: 'Bolsos',
      description: '',
      expected_release_date: '2027-05-20',
      image_url: null,
    })
  })

  test('edit finds the item in the list and saves with PUT; delete asks first', async () => {
    const calls: MockRequest[] = []
    let list = future
    mockApi({
      'GET /api/categories': () => json(testCategories),
      'GET /api/future-products': () => json(list),
      'PUT /api/future-products/1': (request: MockRequest) => {
        calls.push(request)
        return json(future[0])
      },
      'DELETE /api/future-products/1': (request: MockRequest) => {
        calls.push(request)
        list = future.slice(1)
        return json({ message: 'Producto futuro eliminado.' })
      },
    })
    const { history } = renderApp('/admin/productos-futuros/editar/1')
    const user = userEvent.setup()
    const date = await screen.findByLabelText('Llegada prevista (opcional)', {}, { timeout: 10_000 })
    expect(date).toHaveValue('2027-02-10')
    await user.clear(date)
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }))
    await waitFor(() => expect(history.location.pathname).toBe('/admin/productos-futuros'))
    expect(calls[0]!.body).toMatchObject({ name: 'Café Geisha del Huila', expected_release_date: null })

    await user.click(await screen.findByRole('button', { name: 'Eliminar Café Geisha del Huila' }))
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar este producto futuro?' })
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    expect(await screen.findByText('Producto futuro eliminado.')).toBeInTheDocument()
    expect(calls[1]!.method).toBe('DELETE')
  })

  // docs/product/catalogue.md#future-product-images
  test('a picked picture goes up right after the item is created; an uploaded one can be removed', async () => {
    const sent: { url: string; file: File }[] = []
    // Uploads go through XMLHttpRequest; this one answers at once with the item and its new picture.
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        status = 200
        responseText = ''
        upload = {}
        onload: (() => void) | null = null
        private url = ''
        open(_method: string, url: string) {
          this.url = url
        }
        setRequestHeader() {}
        send(form: FormData) {
          sent.push({ url: this.url, file: form.get('futureProductImage') as File })
          this.responseText = JSON.stringify({ ...future[1], id: 3, image_url: 'nueva.webp' })
          setTimeout(() => this.onload?.(), 0)
        }
      },
    )
    const removed: MockRequest[] = []
    mockApi({
      'GET /api/categories': () => json(testCategories),
      'GET /api/future-products': () => json([{ ...future[0], image_url: 'geisha.webp' }]),
      'POST /api/future-products': () => json({ ...future[1], id: 3 }, 201),
      'DELETE /api/future-products/1/image': (request: MockRequest) => {
        removed.push(request)
        return json({ ...future[0], image_url: null })
      },
    })
    const { history } = renderApp('/admin/productos-futuros/nuevo')
    const user = userEvent.setup({ applyAccept: false })
    const picker = await screen.findByLabelText('Subir una imagen', {}, { timeout: 10_000 })
    await user.upload(picker, new File(['%PDF'], 'folleto.pdf', { type: 'application/pdf' }))
    expect(screen.getByText('Solo se aceptan archivos de imagen.')).toBeInTheDocument()
    await user.upload(picker, new File(['png'], 'chaqueta.png', { type: 'image/png' }))
    expect(screen.getByText('chaqueta.png: se sube al guardar.')).toBeInTheDocument()
    expect(screen.getByAltText('Imagen elegida').getAttribute('src')).toMatch(/^blob:/)
    await user.type(screen.getByLabelText('Nombre'), 'Chaqueta Páramo')
    await user.click(screen.getByRole('button', { name: 'Crear producto futuro' }))
    await waitFor(() => expect(history.location.pathname).toBe('/admin/productos-futuros'))
    expect(sent).toEqual([{ url: '/api/future-products/3/image', file: expect.any(File) }])
    expect(sent[0]!.file.name).toBe('chaqueta.png')

    expect(await screen.findByRole('heading', { name: 'Productos Futuros' })).toBeInTheDocument()
    act(() => history.push('/admin/productos-futuros/editar/1'))
    await screen.findByRole('heading', { name: 'Editar Producto Futuro' })
    expect(await screen.findByAltText('Imagen del producto futuro')).toHaveAttribute(
      'src',
      '/uploads/products/geisha-800.webp',
    )
    expect(screen.getByLabelText('Imagen por enlace (opcional)')).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'Quitar imagen' }))
    await waitFor(() => expect(removed).toHaveLength(1))
    vi.unstubAllGlobals()
  })

  test('an id that is not in the list says so', async () => {
    mockApi({ 'GET /api/future-products': () => json(future) })
    renderApp('/admin/productos-futuros/editar/77')
    expect(
      await screen.findByText('Producto futuro no encontrado.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument()
  })
})
