import { PASSWORD_RULE_MESSAGES } from '@vitrina/core/password-rules'
import type { ProfileImage } from '@vitrina/core/schemas/profile'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { json, mockApi, type MockRequest } from '../../../test/api-mock'
import { FIRST_PAINT, makeUser, renderApp, signIn } from '../../../test/render-app'
import { useSessionStore } from '../../auth/session.store'
import { photoProblem } from './profile-photos'

const photo = (id: number, is_primary = false): ProfileImage => ({
  id,
  image_url: `foto-${id}.webp`,
  is_primary,
  created_at: '2026-11-01T10:00:00Z',
})

describe("'Gestionar Mis Fotos' (docs/product/account.md#profile-photos)", { timeout: 20_000 }, () => {
  test('open by default; upload, set primary and delete, the session photo following the primary', async () => {
    signIn(makeUser({ profile_image_url: 'foto-1.webp' }))
    let photos = [photo(1, true)]
    const uploads: MockRequest[] = []
    mockApi({
      'GET /api/profile/images': () => json(photos),
      'POST /api/profile/images': (request) => {
        uploads.push(request)
        photos = [...photos, photo(2)]
        return json({ message: '¡Foto añadida!', profile_image_url: 'foto-1.webp', image: photo(2) }, 201)
      },
      'PUT /api/profile/images/2/primary': () => {
        photos = [photo(1), photo(2, true)]
        return json({ message: 'Foto principal actualizada.', new_primary_image_url: 'foto-2.webp' })
      },
      'DELETE /api/profile/images/1': () => {
        photos = [photo(2, true)]
        return json({ message: 'Foto eliminada.' })
      },
    })
    renderApp('/cuenta/perfil')

    const section = await screen.findByRole('region', { name: 'Gestionar Mis Fotos' }, FIRST_PAINT)
    expect(screen.getByRole('button', { name: 'Cambiar Contraseña' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(await within(section).findByAltText('Foto 1 (principal)')).toBeInTheDocument()
    // The primary photo offers neither 'delete' nor 'set as primary'
    // (docs/product/account.md#profile-photos).
    expect(within(section).queryByRole('button', { name: /Eliminar la foto 1/ })).toBeNull()

    const file = new File(['png'], 'yo.png', { type: 'image/png' })
    await userEvent.upload(screen.getByLabelText('Elegir una foto de perfil'), file)
    expect(await screen.findByText('¡Foto añadida!')).toBeInTheDocument()
    expect((uploads[0]!.body as FormData).get('profileImage')).toBeInstanceOf(File)

    await userEvent.click(
      await within(section).findByRole('button', { name: 'Usar la foto 2 como principal' }),
    )
    expect(await screen.findByText('Foto principal actualizada.')).toBeInTheDocument()
    expect(useSessionStore.getState().user?.profile_image_url).toBe('foto-2.webp')

    await userEvent.click(await within(section).findByRole('button', { name: 'Eliminar la foto 1' }))
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar esta foto?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar foto' }))
    expect(await screen.findByText('Foto eliminada.')).toBeInTheDocument()
    await waitFor(() => expect(within(section).getAllByRole('img')).toHaveLength(1))
  })

  test("a failed upload says 'Error al subir la foto.' with the server's reason; non-images never leave", async () => {
    signIn()
    const fetch = mockApi({
      'GET /api/profile/images': () => json([]),
      'POST /api/profile/images': () =>
        json({ message: 'La foto puede pesar como máximo 5 MB.', code: 'IMAGE_TOO_LARGE' }, 413),
    })
    renderApp('/cuenta/perfil')
    expect(await screen.findByText(/Aún no has subido fotos/, {}, FIRST_PAINT)).toBeInTheDocument()
    const input = screen.getByLabelText('Elegir una foto de perfil')

    await userEvent.upload(input, new File(['x'], 'foto.jpg', { type: 'image/jpeg' }))
    expect(
      await screen.findByText('Error al subir la foto. La foto puede pesar como máximo 5 MB.'),
    ).toBeInTheDocument()

    const posts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'POST').length
    const before = posts()
    await userEvent.upload(input, new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    })
    expect(
      await screen.findByText('Error al subir la foto. Solo se aceptan archivos de imagen.'),
    ).toBeInTheDocument()
    expect(posts()).toBe(before)
  })
})

describe("'Cambiar Contraseña' (docs/product/account.md#change-password)", { timeout: 20_000 }, () => {
  async function openForm() {
    renderApp('/cuenta/perfil')
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar Contraseña' }, FIRST_PAINT))
    return screen.getByRole('region', { name: 'Cambiar Contraseña' })
  }

  test('the rules of docs/product/account.md#change-password before anything is sent', async () => {
    signIn()
    const fetch = mockApi({ 'GET /api/profile/images': () => json([]) })
    const form = await openForm()
    await userEvent.click(within(form).getByRole('button', { name: 'Cambiar Contraseña' }))
    expect(await within(form).findByText('Ingresa tu contraseña actual.')).toBeInTheDocument()

    await userEvent.type(within(form).getByLabelText('Contraseña actual'), 'vieja-123')
    await userEvent.type(within(form).getByLabelText('Nueva contraseña'), 'corta')
    await userEvent.click(within(form).getByRole('button', { name: 'Cambiar Contraseña' }))
    expect(
      await within(form).findByText('La nueva contraseña debe tener al menos 6 caracteres.'),
    ).toBeInTheDocument()

    await userEvent.type(within(form).getByLabelText('Nueva contraseña'), '-pero-larga')
    await userEvent.type(within(form).getByLabelText('Confirmar nueva contraseña'), 'otra-distinta')
    await userEvent.click(within(form).getByRole('button', { name: 'Cambiar Contraseña' }))
    expect(await within(form).findByText('Las nuevas contraseñas no coinciden.')).toBeInTheDocument()

    // docs/security.md#passwords: the signed-in account's own name is refused under the field.
    const fresh = within(form).getByLabelText('Nueva contraseña')
    await userEvent.clear(fresh)
    await userEvent.type(fresh, 'camila-del-sur')
    await userEvent.clear(within(form).getByLabelText('Confirmar nueva contraseña'))
    await userEvent.type(within(form).getByLabelText('Confirmar nueva contraseña'), 'camila-del-sur')
    await userEvent.click(within(form).getByRole('button', { name: 'Cambiar Contraseña' }))
    await waitFor(() =>
      expect(fresh).toHaveAccessibleDescription(expect.stringContaining(PASSWORD_RULE_MESSAGES.personal)),
    )
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/auth/profile/password'))).toBe(false)
  })

  test('success keeps the session with the new token; a wrong current password shows the server message', async () => {
    signIn()
    let wrong = true
    const sent: MockRequest[] = []
    mockApi({
      'GET /api/profile/images': () => json([]),
      'PUT /api/auth/profile/password': (request) => {
        sent.push(request)
        return wrong
          ? json({ message: 'La contraseña actual no es correcta.', code: 'WRONG_PASSWORD' }, 400)
          : json({ message: 'Contraseña cambiada con éxito.', token: 'token-nuevo' })
      },
    })
    const form = await openForm()
    const fill = async () => {
      await userEvent.type(within(form).getByLabelText('Contraseña actual'), 'vieja-123')
      await userEvent.type(within(form).getByLabelText('Nueva contraseña'), 'nueva-456')
      await userEvent.type(within(form).getByLabelText('Confirmar nueva contraseña'), 'nueva-456')
      await userEvent.click(within(form).getByRole('button', { name: 'Cambiar Contraseña' }))
    }
    await fill()
    expect(await within(form).findByRole('alert')).toHaveTextContent('La contraseña actual no es correcta.')
    expect(useSessionStore.getState().token).toBe('test-token')

    wrong = false
    await userEvent.clear(within(form).getByLabelText('Contraseña actual'))
    await userEvent.clear(within(form).getByLabelText('Nueva contraseña'))
    await userEvent.clear(within(form).getByLabelText('Confirmar nueva contraseña'))
    await fill()
    expect(await within(form).findByRole('status')).toHaveTextContent('Contraseña cambiada con éxito.')
    expect(sent.at(-1)!.body).toEqual({ currentPassword: 'vieja-123', newPassword: 'nueva-456' })
    expect(useSessionStore.getState()).toMatchObject({ token: 'token-nuevo', isAuthenticated: true })
    expect(within(form).getByLabelText('Contraseña actual')).toHaveValue('')
  })
})

test('photoProblem: images only, up to 5 MB (docs/product/account.md#profile-photos)', () => {
  expect(photoProblem(new File(['x'], 'a.webp', { type: 'image/webp' }))).toBeNull()
  expect(photoProblem(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBe(
    'Solo se aceptan archivos de imagen.',
  )
  const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' })
  expect(photoProblem(big)).toBe('La foto puede pesar como máximo 5 MB.')
})
