import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { deferred, json, mockApi } from '../../../test/api-mock'
import { makeProductDetail } from '../../../test/fixtures'
import { renderApp, signIn } from '../../../test/render-app'

const review = {
  id: 1,
  username: 'andres',
  profile_image_url: null,
  rating: 5,
  comment: 'Excelente calidad',
  created_at: '2026-11-02T17:00:00Z',
  verified_purchase: true,
}

async function openReviews() {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('tab', { name: /Reseñas/ }))
  return { user, panel: screen.getByRole('tabpanel', { name: /Reseñas/ }) }
}

describe('reviews (docs/product/catalogue.md#reviews)', () => {
  test('each review shows its author, stars, es-CO date, comment and the verified mark', async () => {
    mockApi({
      'GET /api/products/5': () => json(makeProductDetail({ id: 5, reviews: [review], review_count: 1 })),
    })
    renderApp('/producto/5')
    const { panel } = await openReviews()
    expect(within(panel).getByText('andres')).toBeInTheDocument()
    expect(within(panel).getByText('Excelente calidad')).toBeInTheDocument()
    expect(within(panel).getByText('2 de noviembre de 2026')).toBeInTheDocument()
    expect(within(panel).getByText('Compra verificada')).toBeInTheDocument()
    expect(
      within(panel).getAllByRole('img', { name: 'Calificación: 5 de 5 estrellas' }).length,
    ).toBeGreaterThan(0)
  })

  test('logged out: no form, an invitation to log in', async () => {
    mockApi({ 'GET /api/products/5': () => json(makeProductDetail({ id: 5 })) })
    renderApp('/producto/5')
    const { panel } = await openReviews()
    expect(within(panel).getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login')
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument()
  })

  test('logged in: a rating is required, then the review is sent, the list refreshes and the form resets', async () => {
    signIn()
    let reviews: (typeof review)[] = []
    const pending = deferred<Response>()
    const fetch = mockApi({
      'GET /api/products/5': () => json(makeProductDetail({ id: 5, reviews, review_count: reviews.length })),
      'POST /api/products/5/reviews': () => pending.promise,
    })
    renderApp('/producto/5')
    const { user, panel } = await openReviews()
    const comment = await within(panel).findByLabelText('Tu comentario')
    expect(comment).toHaveAttribute('rows', '4')

    await user.type(comment, 'Muy buena')
    await user.click(within(panel).getByRole('button', { name: 'Publicar reseña' }))
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Por favor, selecciona una calificación.',
    )

    await user.click(within(panel).getByLabelText('4 estrellas'))
    await user.click(within(panel).getByRole('button', { name: 'Publicar reseña' }))
    expect(await within(panel).findByRole('button', { name: 'Enviando...' })).toBeDisabled()
    const sent = fetch.mock.calls.find(
      ([url, init]) => String(url).endsWith('/reviews') && init?.method === 'POST',
    )
    expect(JSON.parse(String(sent![1]!.body))).toEqual({ rating: 4, comment: 'Muy buena' })

    reviews = [{ ...review, username: 'camila', comment: 'Muy buena', rating: 4 }]
    pending.resolve(json(reviews[0], 201))
    expect(await within(panel).findByText('Muy buena', { selector: 'p' })).toBeInTheDocument()
    await waitFor(() => expect(within(panel).getByLabelText('Tu comentario')).toHaveValue(''))
  })

  test('a comment is required; a server failure is shown under the form', async () => {
    signIn()
    mockApi({
      'GET /api/products/5': () => json(makeProductDetail({ id: 5 })),
      'POST /api/products/5/reviews': () =>
        json({ message: 'Producto no encontrado.', code: 'NOT_FOUND' }, 404),
    })
    renderApp('/producto/5')
    const { user, panel } = await openReviews()
    await user.click(await within(panel).findByLabelText('5 estrellas'))
    await user.click(within(panel).getByRole('button', { name: 'Publicar reseña' }))
    expect(await within(panel).findByText('Por favor, escribe un comentario.')).toBeInTheDocument()

    await user.type(within(panel).getByLabelText('Tu comentario'), 'Bonito')
    await user.click(within(panel).getByRole('button', { name: 'Publicar reseña' }))
    expect(await within(panel).findByText('Producto no encontrado.')).toBeInTheDocument()
  })
})
