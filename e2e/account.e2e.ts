import { readFileSync } from 'node:fs'
import { crc32, deflateSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { baseURL, DESKTOP, newPage, PHONE } from './support/browser'
import { expectAccessibleAtBothSizes, logIn, pathOf, registerShopper } from './support/shopper'

// Journeys (docs/product/account.md#account-area) in the account area: profile photos, password change,
// addresses and the empty texts of a new customer.

/** A plain-colour PNG, made here so the journey uploads a real image file. */
function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat()),
  ])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const headerAvatar = (page: Page, username: string) =>
  page
    .getByRole('link', { name: `Mi cuenta (${username})` })
    .locator('img')
    .first()

describe('Mi Cuenta', () => {
  test("'Gestionar Mis Fotos': upload, set primary and delete; the header avatar follows", async () => {
    const shopper = await registerShopper('mariana')
    const page = await newPage(PHONE)
    await logIn(page, shopper.email, shopper.password)
    await page.goto('/cuenta/perfil')
    const photos = page.getByRole('region', { name: 'Gestionar Mis Fotos' })
    await photos.getByText(/Aún no has subido fotos/).waitFor()
    await expectAccessibleAtBothSizes(page)

    const input = page.getByLabel('Elegir una foto de perfil')
    const upload = async (name: string, colour: [number, number, number]) => {
      await input.setInputFiles({ name, mimeType: 'image/png', buffer: solidPng(64, colour) })
      await page.getByText('¡Foto añadida!').first().waitFor()
    }
    await upload('roja.png', [220, 38, 38])
    await photos.getByAltText('Foto 1 (principal)').waitFor()
    const firstSrc = await photos.getByAltText('Foto 1 (principal)').getAttribute('src')
    expect(firstSrc).toMatch(/^\/uploads\/profiles\/.+\.webp$/)
    await expect.poll(() => headerAvatar(page, shopper.username).getAttribute('src')).toBe(firstSrc)

    await upload('azul.png', [37, 99, 235])
    await photos.getByAltText('Foto 2').waitFor()
    const secondSrc = await photos.getByAltText('Foto 2').getAttribute('src')
    await photos.getByRole('button', { name: 'Usar la foto 2 como principal' }).click()
    await page.getByText('Foto principal actualizada.').waitFor()
    await photos.getByAltText('Foto 2 (principal)').waitFor()
    await expect.poll(() => headerAvatar(page, shopper.username).getAttribute('src')).toBe(secondSrc)

    await photos.getByRole('button', { name: 'Eliminar la foto 1' }).click()
    const dialog = page.getByRole('dialog', { name: '¿Eliminar esta foto?' })
    await expectAccessibleAtBothSizes(page)
    await dialog.getByRole('button', { name: 'Eliminar foto' }).click()
    await page.getByText('Foto eliminada.').waitFor()
    await expect.poll(() => photos.getByRole('img').count()).toBe(1)
    expect(await photos.getByRole('img').getAttribute('src')).toBe(secondSrc)
    await expectAccessibleAtBothSizes(page)
    await page.context().close()
  }, 120_000)

  // docs/product/account.md#change-password
  test("'Cambiar Contraseña': the documented rules, then log in with the new password", async () => {
    const shopper = await registerShopper('camilo')
    const newPassword = 'bandeja-paisa-9'
    const page = await newPage()
    await logIn(page, shopper.email, shopper.password)
    await page.goto('/cuenta/perfil')
    await page.getByRole('button', { name: 'Cambiar Contraseña' }).click()
    const section = page.getByRole('region', { name: 'Cambiar Contraseña' })
    await section.getByLabel('Contraseña actual').fill(shopper.password)
    await section.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword)
    await section.getByLabel('Confirmar nueva contraseña').fill('otra-cosa-9')
    await section.getByRole('button', { name: 'Cambiar Contraseña' }).click()
    await section.getByText('Las nuevas contraseñas no coinciden.').waitFor()
    await expectAccessibleAtBothSizes(page)

    await section.getByLabel('Confirmar nueva contraseña').fill(newPassword)
    await section.getByRole('button', { name: 'Cambiar Contraseña' }).click()
    await section.getByText('Contraseña cambiada con éxito.').waitFor()

    // The session kept the new token: the account area still opens without a new login.
    await page.getByRole('link', { name: 'Mis pedidos' }).click()
    await page.getByText('Aún no has realizado ningún pedido.').waitFor()
    expect(pathOf(page)).toBe('/cuenta/pedidos')

    await page.goto('/cuenta/perfil')
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.goto('/login')
    await page.getByLabel('Correo electrónico').fill(shopper.email)
    await page.getByLabel('Contraseña', { exact: true }).fill(shopper.password)
    await page.getByRole('button', { name: 'Ingresar' }).click()
    await page.getByText('Correo o contraseña incorrectos.').waitFor()
    await logIn(page, shopper.email, newPassword)
    expect(pathOf(page)).toBe('/')
    await page.context().close()
  })

  test('addresses: empty message, add, delete after the question; empty orders and wishlist', async () => {
    const shopper = await registerShopper('julian')
    const page = await newPage(PHONE)
    await logIn(page, shopper.email, shopper.password)

    await page.goto('/cuenta/direcciones')
    await page.getByText('Aún no tienes direcciones guardadas.').waitFor()
    await expectAccessibleAtBothSizes(page)
    await page.getByRole('button', { name: 'Añadir dirección' }).click()
    const form = page.getByRole('form', { name: 'Nueva dirección' })
    await form.getByRole('button', { name: 'Guardar dirección' }).click()
    await form.getByText('El departamento es obligatorio.').waitFor()
    await form.getByLabel('Teléfono').fill('+57 315 222 3344')
    await form.getByLabel('Dirección', { exact: true }).fill('Carrera 7 # 72-41')
    await form.getByLabel('Departamento').selectOption('Bogotá D.C.')
    await form.getByRole('combobox', { name: 'Municipio o ciudad' }).fill('Bogotá')
    await form
      .getByRole('listbox', { name: 'Municipios' })
      .getByRole('option', { name: 'Bogotá D.C.' })
      .click()
    await form.getByLabel('Código postal').fill('110231')
    await expectAccessibleAtBothSizes(page)
    await form.getByRole('button', { name: 'Guardar dirección' }).click()
    await page.getByText('Dirección guardada con éxito.').waitFor()
    const list = page.getByRole('list', { name: 'Mis direcciones' })
    await list.getByText('Carrera 7 # 72-41').waitFor()
    expect(await list.getByText('Predeterminada').isVisible()).toBe(true)
    await expectAccessibleAtBothSizes(page)

    await list.getByRole('button', { name: /^Eliminar la dirección de / }).click()
    const dialog = page.getByRole('dialog', { name: '¿Eliminar esta dirección?' })
    await dialog.getByRole('button', { name: 'Eliminar' }).click()
    await page.getByText('Aún no tienes direcciones guardadas.').waitFor()

    await page.goto('/cuenta/pedidos')
    await page.getByText('Aún no has realizado ningún pedido.').waitFor()
    await expectAccessibleAtBothSizes(page)
    await page.goto('/cuenta/lista-de-deseos')
    await page.getByText('Aún no has añadido productos a tu lista.').waitFor()
    await expectAccessibleAtBothSizes(page)
    await page.context().close()
  }, 120_000)
})

describe("'Mis datos' (Ley 1581)", () => {
  const SHOTS = '/tmp/shots-account'

  async function shoot(page: Page, name: string) {
    for (const [size, viewport] of [
      ['390', PHONE],
      ['1440', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport)
      await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true })
      if (size === '390')
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    }
  }

  test('a customer downloads their data and asks to delete the account; staff anonymise it and it no longer signs in', async () => {
    const shopper = await registerShopper('borrar')
    const page = await newPage(PHONE)
    await logIn(page, shopper.email, shopper.password)
    await page.goto('/cuenta/privacidad')
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar mis datos' }).click(),
    ])
    const data = readFileSync(await file.path(), 'utf8')
    expect(JSON.parse(data)).toBeTypeOf('object')
    expect(data).toContain(shopper.email)

    await page.getByRole('button', { name: 'Solicitar eliminación de mi cuenta' }).click()
    const dialog = page.getByRole('dialog', { name: '¿Solicitar la eliminación de tu cuenta?' })
    await dialog.getByText('Se conserva, y por qué').waitFor()
    await shoot(page, 'deletion-dialog')
    await dialog.getByRole('button', { name: 'Sí, solicitar la eliminación' }).click()
    await page.getByText(/Recibimos tu solicitud el/).waitFor()
    await expectAccessibleAtBothSizes(page)
    await shoot(page, 'deletion-requested')
    await page.context().close()

    const staff = await newPage(DESKTOP)
    await logIn(staff, 'admin@vitrina.co', 'Admin123!', '/admin')
    await staff.goto('/admin/solicitudes-de-datos')
    const row = staff.getByRole('row', { name: new RegExp(shopper.email.replace(/\./g, '\\.')) })
    await row.getByRole('button', { name: 'Anonimizar' }).click()
    await staff
      .getByRole('dialog', { name: '¿Anonimizar esta cuenta?' })
      .getByRole('button', { name: 'Sí, anonimizar' })
      .click()
    await row.waitFor({ state: 'detached' })
    await expectAccessibleAtBothSizes(staff)
    await shoot(staff, 'deletion-done')
    await staff.context().close()

    const login = await fetch(`${baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: shopper.email, password: shopper.password }),
    })
    // The spec's answer to unknown credentials: the anonymised account is gone.
    expect(login.status).toBe(400)
    expect(((await login.json()) as { code: string }).code).toBe('INVALID_CREDENTIALS')
  }, 180_000)
})
