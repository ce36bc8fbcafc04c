import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminUser } from '@vitrina/core/schemas/users'
import { beforeEach, describe, expect, test } from 'vitest'
import { json, mockApi, type MockRequest } from '../../../test/api-mock'
import { makeUser, renderApp, signIn } from '../../../test/render-app'

// docs/product/back-office.md#users: Administrador only; list with role badges, role change, deactivation
// with confirmation.

const account = (id: string, username: string, roles: string[], is_active = true): AdminUser => ({
  id,
  username,
  email: `${username}@correo.co`,
  roles,
  is_active,
  created_at: '2026-02-01T15:00:00Z',
  profile_image_url: null,
})
const boss = account('u-boss', 'gerente', ['Cliente', 'Administrador'])
const luisa = account('u-luisa', 'luisa', ['Cliente'])
const pedro = account('u-pedro', 'pedro', ['Cliente', 'Empleado'], false)

const listed = (request: MockRequest) => {
  const all = [boss, luisa, pedro].filter(
    (u) => !request.query.get('search') || u.username.includes(request.query.get('search')!),
  )
  return new Response(JSON.stringify(all), {
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(all.length) },
  })
}

beforeEach(() => signIn(makeUser({ id: 'u-boss', username: 'gerente', roles: ['Cliente', 'Administrador'] })))

describe('the Users screen', { timeout: 20_000 }, () => {
  test('lists accounts with role badges; the own account cannot be changed', async () => {
    mockApi({ 'GET /api/admin/users': listed })
    renderApp('/admin/usuarios')
    const list = await screen.findByRole('list', { name: 'Cuentas' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(screen.getByText('3 cuentas')).toBeInTheDocument()
    expect(screen.getByLabelText('Rol de gerente')).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Desactivar la cuenta de gerente' })).toBeDisabled()
    expect(screen.getByLabelText('Rol de pedro')).toHaveValue('empleado')
    expect(screen.getByRole('button', { name: 'Reactivar la cuenta de pedro' })).toBeEnabled()
    expect(screen.getByText('Desactivada')).toBeInTheDocument()
  })

  test('typing searches by username or e-mail once typing pauses', async () => {
    const spy = mockApi({ 'GET /api/admin/users': listed })
    const { history } = renderApp('/admin/usuarios')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Buscar'), 'lui')
    await screen.findByText('1 cuenta')
    expect(within(screen.getByRole('list', { name: 'Cuentas' })).getAllByRole('listitem')).toHaveLength(1)
    expect(history.location.search).toBe('?search=lui')
    const searched = spy.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('search='))
    expect(searched).toEqual([expect.stringContaining('search=lui')])
  })

  test('choosing Empleado sends the staff roles and confirms', async () => {
    const sent: unknown[] = []
    mockApi({
      'GET /api/admin/users': listed,
      'PUT /api/admin/users/u-luisa/roles': ({ body }) => {
        sent.push(body)
        return json({ ...luisa, roles: ['Cliente', 'Empleado'] })
      },
    })
    renderApp('/admin/usuarios')
    const user = userEvent.setup()
    await user.selectOptions(await screen.findByLabelText('Rol de luisa'), 'empleado')
    expect(await screen.findByText('luisa ahora es Empleado.')).toBeInTheDocument()
    expect(sent).toEqual([{ roles: ['Empleado'] }])
  })

  test("deactivating asks first; the server's refusal is shown", async () => {
    mockApi({
      'GET /api/admin/users': listed,
      'PUT /api/admin/users/u-luisa/status': () =>
        json(
          { message: 'La tienda debe conservar al menos un Administrador activo.', code: 'LAST_ADMIN' },
          409,
        ),
    })
    renderApp('/admin/usuarios')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Desactivar la cuenta de luisa' }))
    const dialog = screen.getByRole('dialog', { name: '¿Desactivar la cuenta de luisa?' })
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar cuenta' }))
    expect(
      await screen.findByText('La tienda debe conservar al menos un Administrador activo.'),
    ).toBeInTheDocument()
  })

  test('an Empleado cannot open it', async () => {
    signIn(makeUser({ roles: ['Cliente', 'Empleado'] }))
    mockApi({ 'GET /api/admin/users': listed })
    renderApp('/admin/usuarios')
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel de Control' })).toBeInTheDocument()
  })
})
