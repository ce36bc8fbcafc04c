import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { json, mockApi, type MockRequest } from '../../../../test/api-mock'
import { makeProductWithOptions, testCategories } from '../../../../test/fixtures'
import { makeUser, renderApp, signIn } from '../../../../test/render-app'

// The edit page's images and variants (docs/product/catalogue.md#product-images: images by file or URL,
// variants payload).

let product: ProductDetail
const images = [
  { id: 71, image_url: 'camiseta-1.webp', is_primary: true, option_value_id: null },
  { id: 72, image_url: 'https://cdn.tienda.co/camiseta-2.jpg', is_primary: false, option_value_id: null },
]

/**
 * Uploads go through XMLHttpRequest (fetch cannot report upload progress): this stands in for the
 * network like mockApi does for fetch, reporting progress and answering with the product.
 */
class UploadServer {
  static sent: { url: string; auth: string | null; file: File }[] = []
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  status = 0
  responseText = ''
  private url = ''
  private headers: Record<string, string> = {}
  open(_method: string, url: string) {
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value
  }
  abort() {}
  send(form: FormData) {
    const file = form.get('productImage') as File
    UploadServer.sent.push({ url: this.url, auth: this.headers.authorization ?? null, file })
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent)
      setTimeout(() => {
        const id = 80 + UploadServer.sent.length
        product = {
          ...product,
          images: [
            ...product.images,
            { id, image_url: `${file.name}.webp`, is_primary: false, option_value_id: null },
          ],
        }
        this.status = 201
        this.responseText = JSON.stringify(product)
        this.onload?.()
      }, 20)
    }, 10)
  }
}

function serve() {
  const calls: MockRequest[] = []
  const record = (answer: () => Response) => (request: MockRequest) => {
    calls.push(request)
    return answer()
  }
  const fetch = mockApi({
    'GET /api/categories': () => json(testCategories),
    'GET /api/products/7': () => json(product),
    'PUT /api/products/images/72/primary': record(() => {
      product = {
        ...product,
        images: [
          { ...images[1]!, is_primary: true },
          { ...images[0]!, is_primary: false },
        ],
      }
      return json(product)
    }),
    'DELETE /api/products/images/71': record(() => {
      product = { ...product, images: [{ ...images[1]!, is_primary: true }] }
      return json(product)
    }),
    'POST /api/products/7/images/url': record(() => json(product, 201)),
    'PUT /api/products/images/72/option-value': record(() => {
      product = { ...product, images: [images[0]!, { ...images[1]!, option_value_id: 21 }] }
      return json(product)
    }),
    'POST /api/products/7/variants': record(() => json(product)),
  })
  return { calls, fetch }
}

beforeEach(() => {
  signIn(makeUser({ roles: ['Empleado'] }))
  product = makeProductWithOptions({ images })
  UploadServer.sent = []
  vi.stubGlobal('XMLHttpRequest', UploadServer)
})

describe('product images and variants', { timeout: 30_000 }, () => {
  // docs/product/catalogue.md#variant-images
  test('a photo is linked to an option value from its select and saved at once', async () => {
    const { calls } = serve()
    renderApp('/admin/productos/editar/7')
    const user = userEvent.setup()
    const select = await screen.findByRole(
      'combobox',
      { name: 'Se muestra con (imagen 2)' },
      { timeout: 10_000 },
    )
    expect(select).toHaveValue('')
    expect(within(select).getByRole('group', { name: 'Color' })).toBeInTheDocument()
    await user.selectOptions(select, 'Azul')
    expect(await screen.findByText('Imagen vinculada a Color: Azul.')).toBeInTheDocument()
    expect(calls.map((c) => [`${c.method} ${c.path}`, c.body])).toEqual([
      ['PUT /api/products/images/72/option-value', { option_value_id: 21 }],
    ])
    await waitFor(() => expect(select).toHaveValue('21'))
  })

  test('several files upload one by one with progress; a file that is not an image is refused first', async () => {
    serve()
    renderApp('/admin/productos/editar/7')
    const user = userEvent.setup({ applyAccept: false })
    const input = await screen.findByLabelText(/Subir imágenes/, {}, { timeout: 10_000 })
    expect(input).toHaveAttribute('multiple')
    await user.upload(input, [
      new File(['a'], 'frente.png', { type: 'image/png' }),
      new File(['b'], 'notas.txt', { type: 'text/plain' }),
      new File(['c'], 'espalda.png', { type: 'image/png' }),
    ])
    expect(await screen.findByRole('progressbar', { name: 'Subiendo frente.png' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Solo se aceptan archivos de imagen.')
    await waitFor(() =>
      expect(UploadServer.sent.map((s) => s.file.name)).toEqual(['frente.png', 'espalda.png']),
    )
    expect(UploadServer.sent[0]).toMatchObject({ url: '/api/products/7/images', auth: 'Bearer test-token' })
    const gallery = screen.getByRole('region', { name: 'Imágenes' })
    await waitFor(() => expect(within(gallery).getAllByRole('img')).toHaveLength(4))
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    // The refused file stays listed with its reason until dismissed.
    await user.click(screen.getByRole('button', { name: 'Quitar notas.txt de la lista' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  test('choose the primary image, delete one after confirming, add one by https link', async () => {
    const { calls } = serve()
    renderApp('/admin/productos/editar/7')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Hacer principal la imagen 2' }))
    expect(await screen.findByText('Imagen principal actualizada.')).toBeInTheDocument()
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /api/products/images/72/primary'])

    product = makeProductWithOptions({ images })
    await user.click(screen.getByRole('button', { name: 'Eliminar la imagen 2' }))
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar esta imagen?' })
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar imagen' }))
    expect(await screen.findByText('Imagen eliminada.')).toBeInTheDocument()

    const link = screen.getByLabelText('Añadir por enlace')
    await user.type(link, 'http://cdn.tienda.co/x.jpg')
    await user.click(screen.getByRole('button', { name: 'Añadir imagen' }))
    expect(await screen.findByText('El enlace de la imagen debe empezar por https://.')).toBeInTheDocument()
    await user.clear(link)
    await user.type(link, 'https://cdn.tienda.co/x.jpg')
    await user.click(screen.getByRole('button', { name: 'Añadir imagen' }))
    expect(await screen.findByText('Imagen añadida.')).toBeInTheDocument()
    expect(calls.at(-1)).toMatchObject({
      path: '/api/products/7/images/url',
      body: { imageUrl: 'https://cdn.tienda.co/x.jpg' },
    })
  })

  test('options generate the combinations; each keeps its price, SKU and stock; save sends the payload', async () => {
    const { calls } = serve()
    renderApp('/admin/productos/editar/7')
    const user = userEvent.setup()
    const section = await screen.findByRole('region', { name: 'Opciones y variantes' }, { timeout: 10_000 })
    expect(within(section).getByText('4 combinaciones, 3 a la venta')).toBeInTheDocument()

    await user.type(within(section).getByLabelText('Añadir valor a Talla'), 'L, XL{Enter}')
    expect(within(section).getByText('8 combinaciones, 7 a la venta')).toBeInTheDocument()
    await user.type(within(section).getByLabelText('Añadir valor a Talla'), 's{Enter}')
    expect(within(section).getByText('El valor s ya está en Talla.')).toBeInTheDocument()
    await user.clear(within(section).getByLabelText('Añadir valor a Talla'))

    await user.click(within(section).getByRole('button', { name: 'Quitar el valor XL de Talla' }))
    await user.clear(within(section).getByLabelText('Stock de L / Rojo'))
    await user.type(within(section).getByLabelText('Stock de L / Rojo'), '4')
    await user.type(within(section).getByLabelText('SKU de L / Rojo'), 'CAM-L-R')
    await user.type(within(section).getByLabelText('Precio propio de L / Azul'), '62900')
    await user.click(within(section).getByRole('button', { name: 'No vender M / Rojo' }))
    await user.click(within(section).getByRole('button', { name: 'Guardar variantes' }))

    expect(await screen.findByText('Variantes guardadas.')).toBeInTheDocument()
    expect(calls.at(-1)!.body).toEqual({
      options: [
        { name: 'Talla', values: ['S', 'M', 'L'] },
        { name: 'Color', values: ['Rojo', 'Azul'] },
      ],
      variants: [
        { values: ['S', 'Rojo'], price_override: null, stock_quantity: 3, sku: null },
        { values: ['M', 'Azul'], price_override: 59900, stock_quantity: 5, sku: null },
        { values: ['L', 'Rojo'], price_override: null, stock_quantity: 4, sku: 'CAM-L-R' },
        { values: ['L', 'Azul'], price_override: 62900, stock_quantity: 0, sku: null },
      ],
    })
  })

  test('a new option needs a name and values; errors are listed before anything is sent', async () => {
    const { calls } = serve()
    renderApp('/admin/productos/editar/7')
    const user = userEvent.setup()
    const section = await screen.findByRole('region', { name: 'Opciones y variantes' }, { timeout: 10_000 })
    await user.click(within(section).getByRole('button', { name: 'Añadir opción' }))
    expect(
      within(section).getByText('Añade al menos un valor a cada opción para generar las variantes.'),
    ).toBeInTheDocument()
    await user.click(within(section).getByRole('button', { name: 'Guardar variantes' }))
    const alert = within(section).getByRole('alert')
    expect(alert).toHaveTextContent('Cada opción necesita un nombre.')
    expect(alert).toHaveTextContent('Cada opción necesita al menos un valor.')
    expect(calls).toEqual([])

    await user.click(within(section).getByRole('button', { name: 'Quitar la opción Opción 3' }))
    await user.click(within(section).getByRole('button', { name: 'Quitar la opción Color' }))
    await user.click(within(section).getByRole('button', { name: 'Quitar la opción Talla' }))
    expect(within(section).getByText(/Sin opciones, el producto no tiene variantes/)).toBeInTheDocument()
    await user.click(within(section).getByRole('button', { name: 'Guardar variantes' }))
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ options: [], variants: [] }))
  })
})
