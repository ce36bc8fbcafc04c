import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { makeProduct } from '../../../test/fixtures'
import { makeUser, renderApp, signIn } from '../../../test/render-app'

const soldOut = makeProduct({ id: 9, name: 'Sombrero Vueltiao', stock_quantity: 0 })

async function openDialog(handler: () => Response | Promise<Response>) {
  const fetch = mockApi({ 'GET /api/products': () => json([soldOut]), 'POST /api/notifications': handler })
  renderApp('/tienda')
  const user = userEvent.setup()
  const trigger = await screen.findByRole('button', { name: 'Agotado - Notificarme' })
  await user.click(trigger)
  const dialog = await screen.findByRole('dialog', { name: 'Avísame cuando llegue' })
  return { user, dialog, trigger, fetch }
}

describe('notify dialog (docs/product/catalogue.md#back-in-stock)', () => {
  test('the e-mail is required', async () => {
    const { user, fetch } = await openDialog(() => json({ message: 'ok' }))
    await user.click(screen.getByRole('button', { name: 'Notificarme' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, ingresa tu correo electrónico.')
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/notifications'))).toBe(false)
  })

  test("is prefilled for a logged-in user; success shows the server's message and closes", async () => {
    signIn(makeUser({ email: 'camila@example.co' }))
    const { user, fetch, trigger } = await openDialog(() =>
      json({ message: 'Te avisaremos a camila@example.co.' }),
    )
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('camila@example.co')
    await user.click(screen.getByRole('button', { name: 'Notificarme' }))
    expect(await screen.findByText('Te avisaremos a camila@example.co.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
    const call = fetch.mock.calls.find(([url]) => String(url).includes('/notifications'))!
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      productId: 9,
      variantId: null,
      email: 'camila@example.co',
    })
  })

  test("without a server message, success says '¡Te avisaremos!'", async () => {
    const { user } = await openDialog(() => json({}))
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@correo.co')
    await user.click(screen.getByRole('button', { name: 'Notificarme' }))
    expect(await screen.findByText('¡Te avisaremos!')).toBeInTheDocument()
  })

  test('a failure shows the server message, else the fallback, and keeps the dialog open', async () => {
    const { user } = await openDialog(() =>
      json({ message: 'Ingresa un correo electrónico válido.', code: 'VALIDATION' }, 400),
    )
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@')
    await user.click(screen.getByRole('button', { name: 'Notificarme' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Ingresa un correo electrónico válido.')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  test("a failure without a message says 'Ocurrió un error al registrar tu correo.'; Escape closes", async () => {
    const { user, trigger } = await openDialog(() => new Response('', { status: 502 }))
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@correo.co')
    await user.click(screen.getByRole('button', { name: 'Notificarme' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocurrió un error al registrar tu correo.')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })
})
