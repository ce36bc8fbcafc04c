import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Category } from '@vitrina/core/schemas/categories'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { json, mockApi, type MockRequest } from '../../../../test/api-mock'
import { testCategories } from '../../../../test/fixtures'
import { makeUser, renderApp, signIn } from '../../../../test/render-app'

// docs/product/catalogue.md#category-image: the category form's image, uploaded or removed at once.

let category: Category = { ...testCategories[1]! }

/** Uploads go through XMLHttpRequest: this answers them with the category and its new image. */
class UploadServer {
  static sent: { url: string; file: File }[] = []
  upload = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  status = 0
  responseText = ''
  private url = ''
  open(_method: string, url: string) {
    this.url = url
  }
  setRequestHeader() {}
  abort() {}
  send(form: FormData) {
    const file = form.get('categoryImage') as File
    UploadServer.sent.push({ url: this.url, file })
    category = { ...category, image_url: 'nueva.webp' }
    setTimeout(() => {
      this.status = 200
      this.responseText = JSON.stringify(category)
      this.onload?.()
    }, 10)
  }
}

beforeEach(() => {
  signIn(makeUser({ roles: ['Empleado'] }))
  category = { ...testCategories[1]! }
  UploadServer.sent = []
  vi.stubGlobal('XMLHttpRequest', UploadServer)
})

function serve() {
  const puts: unknown[] = []
  mockApi({
    'GET /api/categories': () => json([testCategories[0], category]),
    'GET /api/categories/2': () => json(category),
    'PUT /api/categories/2': (request: MockRequest) => {
      puts.push(request.body)
      category = { ...category, ...(request.body as object) }
      if ((request.body as { image_url?: string }).image_url === '') category.image_url = null
      return json(category)
    },
  })
  return puts
}

describe('category image', { timeout: 30_000 }, () => {
  test('shows the uploaded image; a new file uploads at once and a non-image is refused first', async () => {
    serve()
    renderApp('/admin/categorias/editar/2')
    const image = await screen.findByRole('img', { name: 'Imagen de Calzado' }, { timeout: 10_000 })
    expect(image).toHaveAttribute('src', '/uploads/categories/categoria-calzado-800.webp')
    const user = userEvent.setup({ applyAccept: false })
    const input = screen.getByLabelText('Cambiar imagen')
    await user.upload(input, new File(['x'], 'notas.txt', { type: 'text/plain' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Solo se aceptan archivos de imagen.')
    expect(UploadServer.sent).toHaveLength(0)
    await user.upload(input, new File(['png'], 'zapatos.png', { type: 'image/png' }))
    await waitFor(() => expect(UploadServer.sent).toHaveLength(1))
    expect(UploadServer.sent[0]!.url).toBe('/api/categories/2/image')
    expect(UploadServer.sent[0]!.file.name).toBe('zapatos.png')
    expect(await screen.findByText('Imagen actualizada.')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Imagen de Calzado' })).toHaveAttribute(
        'src',
        '/uploads/categories/nueva-800.webp',
      ),
    )
  })

  test('saving the form keeps an uploaded image', async () => {
    const puts = serve()
    renderApp('/admin/categorias/editar/2')
    const user = userEvent.setup()
    const link = await screen.findByLabelText('O un enlace a una imagen (opcional)', {}, { timeout: 10_000 })
    expect(link).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]).not.toHaveProperty('image_url')
    expect(puts[0]).toMatchObject({ name: 'Calzado', position: 2 })
  })

  test("'Quitar imagen' removes the image at once", async () => {
    const puts = serve()
    renderApp('/admin/categorias/editar/2')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Quitar imagen' }, { timeout: 10_000 }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]).toEqual({ image_url: '' })
    expect(
      await screen.findByText(
        'Sin imagen propia: la portada muestra la foto de su mejor producto (destacado o mejor valorado).',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument()
  })
})
