import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ProductImage } from '@vitrina/core/schemas/catalog'
import { describe, expect, test } from 'vitest'
import { useCartStore } from '../../cart/cart.store'
import { json, mockApi } from '../../../test/api-mock'
import { makeProduct, makeProductWithOptions } from '../../../test/fixtures'
import { renderApp } from '../../../test/render-app'

// docs/product/catalogue.md#variant-images: a chosen colour's photos lead the gallery, the lightbox and the
// cart line; a card's swatches switch its picture.

// The fixture's Color values: Rojo 20, Azul 21.
const images: ProductImage[] = [
  { id: 71, image_url: 'camiseta-blanca.webp', is_primary: true, option_value_id: null },
  { id: 72, image_url: 'camiseta-roja.webp', is_primary: false, option_value_id: 20 },
  { id: 73, image_url: 'camiseta-azul.webp', is_primary: false, option_value_id: 21 },
  { id: 74, image_url: 'camiseta-detalle.webp', is_primary: false, option_value_id: null },
]

const srcOf = (img: Element) => img.getAttribute('src')!.replace(/^\/uploads\/products\/|-\d+\.webp$/g, '')
// The gallery's pictures are decorative (alt=''): the buttons around them carry the names.
const main = () => srcOf(screen.getByRole('button', { name: /Ampliar foto/ }).querySelector('img')!)
const thumbnails = () =>
  [...screen.getByRole('list', { name: 'Miniaturas' }).querySelectorAll('img')].map(srcOf)

describe('product page', () => {
  test('choosing a colour brings its photos to the front and shows the first; a size keeps the photo', async () => {
    mockApi({ 'GET /api/products/7': () => json(makeProductWithOptions({ images })) })
    renderApp('/producto/7')
    const user = userEvent.setup()
    await screen.findByRole('heading', { level: 1, name: 'Camiseta Pima' })
    expect(main()).toBe('camiseta-blanca')
    expect(thumbnails()).toEqual(['camiseta-blanca', 'camiseta-roja', 'camiseta-azul', 'camiseta-detalle'])

    await user.click(screen.getByRole('radio', { name: /Azul/ }))
    expect(main()).toBe('camiseta-azul')
    expect(thumbnails()).toEqual(['camiseta-azul', 'camiseta-blanca', 'camiseta-roja', 'camiseta-detalle'])
    expect(screen.getByRole('button', { name: 'Ver foto 1 de 4' })).toHaveAttribute('aria-pressed', 'true')

    // A photo the shopper picks stays in view when a value without photos is chosen.
    await user.click(screen.getByRole('button', { name: 'Ver foto 4 de 4' }))
    await user.click(screen.getByRole('radio', { name: /^M/ }))
    expect(main()).toBe('camiseta-detalle')

    await user.click(screen.getByRole('radio', { name: /Rojo/ }))
    expect(main()).toBe('camiseta-roja')
  })

  test("a card's colour arrives chosen, with its photo in front, until the shopper chooses another", async () => {
    mockApi({ 'GET /api/products/7': () => json(makeProductWithOptions({ images })) })
    renderApp('/producto/7?valor=21')
    await screen.findByRole('heading', { level: 1, name: 'Camiseta Pima' })
    expect(screen.getByRole('radio', { name: /Azul/ })).toBeChecked()
    expect(main()).toBe('camiseta-azul')
    const user = userEvent.setup()
    await user.click(screen.getByRole('radio', { name: /Rojo/ }))
    expect(screen.getByRole('radio', { name: /Azul/ })).not.toBeChecked()
    expect(main()).toBe('camiseta-roja')
  })

  test('a value that is not one of the product chooses nothing', async () => {
    mockApi({ 'GET /api/products/7': () => json(makeProductWithOptions({ images })) })
    renderApp('/producto/7?valor=999')
    await screen.findByRole('heading', { level: 1, name: 'Camiseta Pima' })
    expect(screen.queryAllByRole('radio', { checked: true })).toEqual([])
    expect(main()).toBe('camiseta-blanca')
  })

  test('the lightbox follows the same order, and the cart line takes the variant photo', async () => {
    mockApi({ 'GET /api/products/7': () => json(makeProductWithOptions({ images })) })
    renderApp('/producto/7')
    const user = userEvent.setup()
    await screen.findByRole('heading', { level: 1, name: 'Camiseta Pima' })
    await user.click(screen.getByRole('radio', { name: /^M/ }))
    await user.click(screen.getByRole('radio', { name: /Azul/ }))

    await user.click(screen.getByRole('button', { name: 'Ampliar foto 1 de 4' }))
    const first = await screen.findByRole('img', { name: 'Camiseta Pima, foto 1 de 4' })
    expect(first.getAttribute('src')).toContain('camiseta-azul')
    await user.click(screen.getByRole('button', { name: 'Cerrar' }))

    await user.click(screen.getByRole('button', { name: 'Añadir al Carrito' }))
    expect(useCartStore.getState().lines).toEqual([
      expect.objectContaining({ id: '7-102', image_url: 'camiseta-azul.webp' }),
    ])
  })
})

describe('product card swatches', () => {
  const cardOf = async (name: string) =>
    (await screen.findByRole('link', { name })).closest('article') as HTMLElement

  test('one button per colour with photos, named by the colour; pressing one switches the picture', async () => {
    const linked = makeProductWithOptions({ id: 7, images })
    const plain = makeProduct({ id: 8, name: 'Mochila Wayuu' })
    mockApi({ 'GET /api/products': () => json([linked, plain]) })
    renderApp('/tienda')
    const card = await cardOf('Camiseta Pima')
    const swatches = within(card).getByRole('group', { name: 'Colores de Camiseta Pima' })
    const picture = () => srcOf(card.querySelector('img')!)
    expect(
      within(swatches)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Rojo', 'Azul'])
    expect(picture()).toBe('camiseta-blanca')

    const user = userEvent.setup()
    await user.click(within(swatches).getByRole('button', { name: 'Azul' }))
    expect(picture()).toBe('camiseta-azul')
    expect(within(swatches).getByRole('button', { name: 'Azul' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(swatches).getByRole('button', { name: 'Rojo' })).toHaveAttribute('aria-pressed', 'false')
    // The colour goes with the shopper to the product page.
    expect(within(card).getByRole('link', { name: 'Camiseta Pima' })).toHaveAttribute(
      'href',
      '/producto/7?valor=21',
    )
    expect(within(await cardOf('Mochila Wayuu')).queryByRole('group')).not.toBeInTheDocument()
  })

  test('a colour the search names shows its photo and goes in the link, until a swatch is pressed', async () => {
    const linked = makeProductWithOptions({ id: 7, images })
    mockApi({ 'GET /api/products': () => json([linked]) })
    renderApp('/tienda?search=camisetas+azules')
    const card = await cardOf('Camiseta Pima')
    const picture = () => srcOf(card.querySelector('img')!)
    const swatches = within(card).getByRole('group', { name: 'Colores de Camiseta Pima' })
    expect(picture()).toBe('camiseta-azul')
    expect(within(swatches).getByRole('button', { name: 'Azul' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(card).getByRole('link', { name: 'Camiseta Pima' })).toHaveAttribute(
      'href',
      '/producto/7?valor=21',
    )
    await userEvent.setup().click(within(swatches).getByRole('button', { name: 'Rojo' }))
    expect(picture()).toBe('camiseta-roja')
  })
})

describe('header search results', () => {
  test('a colour the search names shows its photo and opens the product with it chosen', async () => {
    mockApi({ 'GET /api/products': () => json([makeProductWithOptions({ id: 7, images })]) })
    renderApp('/')
    const user = userEvent.setup()
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar productos' }), 'camiseta roja')
    const link = await screen.findByRole('link', { name: /Camiseta Pima/ })
    expect(link).toHaveAttribute('href', '/producto/7?valor=20')
    expect(srcOf(link.querySelector('img')!)).toBe('camiseta-roja')
  })
})
