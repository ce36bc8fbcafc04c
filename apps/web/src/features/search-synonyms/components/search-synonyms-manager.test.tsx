import { configure, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, test } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { makeUser, renderApp, signIn } from '../../../test/render-app'

// Each screen is a lazily loaded chunk of the whole app: its first render may take seconds on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }))

const pijama = { id: 1, words: ['pijama', 'piyama'], updated_at: '2026-11-25T10:00:00.000Z' }

// docs/product/search.md#staff-synonyms
describe('search synonyms in the back office', { timeout: 30_000 }, () => {
  test('an Empleado opens it from the nav; a new group is checked with the server schema, then created', async () => {
    signIn(makeUser({ roles: ['Empleado'] }))
    const posts: unknown[] = []
    mockApi({
      'GET /api/search-synonyms': () =>
        json(posts.length ? [pijama, { ...pijama, id: 2, words: ['canguro', 'riñonera'] }] : [pijama]),
      'POST /api/search-synonyms': ({ body }) => {
        posts.push(body)
        return json({ ...pijama, id: 2, words: ['canguro', 'riñonera'] }, 201)
      },
    })
    renderApp('/admin')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('link', { name: 'Sinónimos de búsqueda' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sinónimos de búsqueda' }),
    ).toBeInTheDocument()
    expect(await screen.findByRole('list', { name: 'Sinónimos: pijama, piyama' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Nuevo grupo' }))
    const dialog = screen.getByRole('dialog', { name: 'Nuevo grupo de sinónimos' })
    const field = within(dialog).getByLabelText('Palabras que significan lo mismo')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar grupo' }))
    expect(within(dialog).getByText('Escribe al menos dos palabras distintas.')).toBeInTheDocument()
    await user.type(field, 'riñonera, bolso de cintura')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar grupo' }))
    expect(
      within(dialog).getByText('Cada sinónimo debe ser una sola palabra, sin espacios ni signos.'),
    ).toBeInTheDocument()
    await user.clear(field)
    await user.type(field, 'Riñonera, canguro')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar grupo' }))
    expect(await screen.findByText('Sinónimos guardados.')).toBeInTheDocument()
    expect(posts).toEqual([{ words: ['Riñonera', 'canguro'] }])
    expect(await screen.findByRole('list', { name: 'Sinónimos: canguro, riñonera' })).toBeInTheDocument()
  })

  test('a group is deleted after a confirmation', async () => {
    signIn(makeUser({ roles: ['Administrador'] }))
    let deleted = false
    mockApi({
      'GET /api/search-synonyms': () => json(deleted ? [] : [pijama]),
      'DELETE /api/search-synonyms/1': () => {
        deleted = true
        return json({ message: 'Grupo de sinónimos eliminado.' })
      },
    })
    renderApp('/admin/sinonimos')
    const user = userEvent.setup()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sinónimos de búsqueda' }),
    ).toBeInTheDocument()
    expect(await screen.findByRole('list', { name: 'Sinónimos: pijama, piyama' })).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Eliminar «pijama, piyama»' }))
    await user.click(screen.getByRole('button', { name: 'Sí, eliminar' }))
    expect(await screen.findByText('Aún no hay sinónimos propios')).toBeInTheDocument()
    expect(deleted).toBe(true)
  })
})
