import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { LandingContentDraft } from '@vitrina/core/schemas/assistant'
import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import { beforeEach, describe, expect, test } from 'vitest'
import { json, mockApi, type MockRequest } from '../../../../test/api-mock'
import { makeProductDetail, testCategories } from '../../../../test/fixtures'
import { makeUser, renderApp, signIn } from '../../../../test/render-app'

// The product's landing page (/lp/{slug}) in the editor: drafted by 'Generar con IA'
// (docs/product/assistant.md#writing-helpers), checked with the shared contract, saved only by staff through
// PUT /api/products/{id}.

const draft: LandingContentDraft = {
  headline: 'Ruana de lana para las noches de Bogotá',
  subheadline: 'Abrigo tejido a mano, por $189.900',
  body: 'Lana virgen de oveja.\n\nTejida en Nobsa, Boyacá.',
  benefits: [
    { title: 'Tejida a mano', text: 'Por artesanas de Nobsa.' },
    { title: 'Talla única', text: 'Para todas las tallas.' },
  ],
  cta: 'Comprar ahora',
  engine: 'builtin',
}

let product: ProductDetail
let puts: MockRequest[]
let generated: MockRequest[]

function serve() {
  mockApi({
    'GET /api/categories': () => json(testCategories),
    'GET /api/products/41': () => json(product),
    'POST /api/ai/generate/landing-page-content': (request: MockRequest) => {
      generated.push(request)
      return json(draft)
    },
    'PUT /api/products/41': (request: MockRequest) => {
      puts.push(request)
      const body = request.body as { landing_content: ProductDetail['landing_content'] }
      product = { ...product, landing_content: body.landing_content }
      return json(product)
    },
  })
}

beforeEach(() => {
  signIn(makeUser({ roles: ['Empleado'] }))
  product = makeProductDetail({ id: 41, name: 'Ruana Ñandú de Lana', slug: 'ruana-nandu-de-lana' })
  puts = []
  generated = []
})

describe('landing page editor', { timeout: 30_000 }, () => {
  test("'Generar con IA' fills the form from the product and saves nothing; 'Guardar página' saves it", async () => {
    serve()
    renderApp('/admin/productos/editar/41')
    const user = userEvent.setup()
    const section = await screen.findByRole('region', { name: 'Página de aterrizaje' }, { timeout: 10_000 })
    expect(
      within(section).getByText('Sin beneficios: la página muestra los de la tienda.'),
    ).toBeInTheDocument()
    expect(within(section).getByRole('link', { name: 'Ver página' })).toHaveAttribute(
      'href',
      '/lp/ruana-nandu-de-lana',
    )

    await user.click(within(section).getByRole('button', { name: 'Generar con IA' }))
    await waitFor(() => expect(within(section).getByLabelText('Titular')).toHaveValue(draft.headline))
    expect(generated[0]!.body).toEqual({ productId: 41 })
    expect(within(section).getByLabelText('Subtítulo')).toHaveValue(draft.subheadline)
    expect(within(section).getByLabelText('Texto')).toHaveValue(draft.body)
    expect(within(section).getByLabelText('Beneficio 2')).toHaveValue('Talla única')
    expect(within(section).getByLabelText('Texto del botón')).toHaveValue('Comprar ahora')
    expect(await screen.findByText('Borrador listo: revísalo antes de guardar.')).toBeInTheDocument()
    expect(puts).toHaveLength(0)

    await user.click(within(section).getByRole('button', { name: 'Quitar el beneficio 2' }))
    await user.click(within(section).getByRole('button', { name: 'Guardar página' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]!.body).toEqual({
      landing_content: {
        headline: draft.headline,
        subheadline: draft.subheadline,
        body: draft.body,
        benefits: [{ title: 'Tejida a mano', text: 'Por artesanas de Nobsa.' }],
        cta: 'Comprar ahora',
      },
    })
    expect(await screen.findByText('Página de aterrizaje guardada.')).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: 'Guardar página' })).toBeDisabled()
  })

  test('a benefit without a title is refused in Spanish before calling the server', async () => {
    serve()
    renderApp('/admin/productos/editar/41')
    const user = userEvent.setup()
    const section = await screen.findByRole('region', { name: 'Página de aterrizaje' }, { timeout: 10_000 })
    await user.type(within(section).getByLabelText('Titular'), 'Abrigo para el frío')
    await user.click(within(section).getByRole('button', { name: 'Añadir beneficio' }))
    await user.type(within(section).getByLabelText('Detalle (opcional)'), 'Sin título')
    await user.click(within(section).getByRole('button', { name: 'Guardar página' }))
    expect(await within(section).findByText('Cada beneficio necesita un título.')).toBeInTheDocument()
    expect(within(section).getByLabelText('Beneficio 1')).toHaveAttribute('aria-invalid', 'true')
    expect(puts).toHaveLength(0)
  })
})
