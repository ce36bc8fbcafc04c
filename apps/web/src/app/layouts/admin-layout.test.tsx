import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test } from 'vitest'
import { json, mockApi } from '../../test/api-mock'
import { makeUser, renderApp, signIn } from '../../test/render-app'

beforeEach(() => {
  signIn(makeUser({ roles: ['Administrador'] }))
})

describe('admin layout (docs/product/back-office.md#admin-shell)', () => {
  test("the title defaults to the store name + ' Admin' and follows admin_title", async () => {
    mockApi()
    const first = renderApp('/admin')
    expect((await screen.findAllByText('Vitrina Admin')).length).toBeGreaterThan(0)
    first.unmount()

    mockApi({
      'GET /api/settings': () => json([{ setting_key: 'admin_title', setting_value: 'Oficina Moda' }]),
    })
    renderApp('/admin')
    expect((await screen.findAllByText('Oficina Moda')).length).toBeGreaterThan(0)
  })

  test('the drawer traps focus, closes with Escape and gives focus back to its button', async () => {
    mockApi()
    renderApp('/admin')
    const user = userEvent.setup()
    const opener = await screen.findByRole('button', { name: 'Abrir menú de administración' })

    await user.click(opener)
    const drawer = screen.getByRole('dialog', { name: 'Menú de administración' })
    expect(drawer).toHaveAttribute('aria-modal', 'true')
    expect(within(drawer).getByRole('button', { name: 'Cerrar menú' })).toHaveFocus()

    await user.keyboard('{Shift>}{Tab}{/Shift}')
    expect(within(drawer).getByRole('link', { name: 'Volver a la tienda' })).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  test('following a link in the drawer opens the page and closes the drawer', async () => {
    mockApi()
    renderApp('/admin')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Abrir menú de administración' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Pedidos' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Pedidos' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  test('has a link back to the store', async () => {
    mockApi()
    renderApp('/admin')
    expect((await screen.findAllByRole('link', { name: 'Volver a la tienda' }))[0]).toHaveAttribute(
      'href',
      '/',
    )
  })
})
