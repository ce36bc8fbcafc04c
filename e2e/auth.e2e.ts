import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { baseURL, expectAccessible, newContext, newPage, PHONE, waitForMail } from './support/browser'

// Journeys (docs/product/auth.md#login): register, log out, log in; staff land on /admin; guarded areas
// redirect; password recovery with the e-mailed link.

const unique = Date.now().toString(36)
const shopper = {
  username: `laura${unique}`,
  email: `laura.${unique}@correo.co`,
  password: 'cafe-de-huila-1',
}

async function login(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Ingresar' }).click()
}

const path = (page: Page) => new URL(page.url()).pathname

async function waitForPath(page: Page, expected: string) {
  await page.waitForURL((url) => url.pathname === expected, { timeout: 15_000 })
  expect(path(page)).toBe(expected)
}

describe('a shopper', () => {
  test('registers with live availability checks, logs out and logs back in', async () => {
    const page = await newPage()
    await page.goto('/register')
    await expectAccessible(page)
    await page.getByLabel('Nombre de usuario').fill(shopper.username)
    await page.getByLabel('Correo electrónico').fill(shopper.email)
    await page.getByLabel('Contraseña', { exact: true }).fill(shopper.password)
    await expect.poll(() => page.getByText('Disponible', { exact: true }).count(), { timeout: 5000 }).toBe(2)
    // docs/product/consumer-rights.md#consentimiento: refused until the data-treatment policy is accepted.
    await page.getByRole('button', { name: 'Crear cuenta' }).click()
    await expect
      .poll(() => page.getByRole('alert').first().textContent(), { timeout: 5000 })
      .toContain('Debes aceptar la política de tratamiento de datos')
    await page.getByRole('checkbox', { name: /Acepto la política/ }).check()
    await page.getByRole('button', { name: 'Crear cuenta' }).click()
    await waitForPath(page, '/')

    await page
      .getByRole('link', { name: `Mi cuenta (${shopper.username})` })
      .first()
      .click()
    await waitForPath(page, '/cuenta/perfil')
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click()
    await waitForPath(page, '/')
    await expect.poll(() => page.getByRole('link', { name: 'Iniciar sesión' }).first().isVisible()).toBe(true)

    await login(page, shopper.email, shopper.password)
    await waitForPath(page, '/')
    const accountLink = page
      .getByRole('link', { name: `Mi cuenta (${shopper.username})` })
      .filter({ visible: true })
    await expect.poll(() => accountLink.count()).toBeGreaterThan(0)
    await page.context().close()
  })

  test('sees that a taken username is not available', async () => {
    const page = await newPage(PHONE)
    await page.goto('/register')
    await page.getByLabel('Nombre de usuario').fill('admin')
    await expect
      .poll(() => page.getByText('No disponible', { exact: true }).count(), { timeout: 5000 })
      .toBe(1)
    await page.context().close()
  })

  test('gets the server message for a wrong password and stays on /login', async () => {
    const page = await newPage()
    await login(page, 'cliente@vitrina.co', 'equivocada')
    await expect.poll(() => page.getByText('Correo o contraseña incorrectos.').isVisible()).toBe(true)
    expect(path(page)).toBe('/login')
    await expectAccessible(page)
    await page.context().close()
  })
})

describe('guarded areas', () => {
  test('a logged-out visitor opening /cuenta or /admin goes to /login', async () => {
    const page = await newPage()
    await page.goto('/cuenta')
    await waitForPath(page, '/login')
    await page.goto('/admin/pedidos')
    await waitForPath(page, '/login')
    await page.context().close()
  })

  test('a customer opening /admin goes to /login; /cuenta opens the profile', async () => {
    const page = await newPage()
    await login(page, 'cliente@vitrina.co', 'Cliente123!')
    await waitForPath(page, '/')
    await page.goto('/cuenta')
    await waitForPath(page, '/cuenta/perfil')
    await page.goto('/admin')
    await waitForPath(page, '/login')
    await page.context().close()
  })

  test('staff land on /admin after logging in, on a phone too', async () => {
    for (const [email, password] of [
      ['admin@vitrina.co', 'Admin123!'],
      ['empleado@vitrina.co', 'Empleado123!'],
    ] as const) {
      const context = await newContext(PHONE)
      const page = await context.newPage()
      await login(page, email, password)
      await waitForPath(page, '/admin')
      await expectAccessible(page)
      await context.close()
    }
  })
})

describe('password recovery', () => {
  test('the e-mailed link sets a new password that then logs in', async () => {
    const forgetful = {
      username: `olvido${unique}`,
      email: `olvido.${unique}@correo.co`,
      password: 'primera-clave',
    }
    const created = await fetch(`${baseURL}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...forgetful, privacy_policy_accepted: true }),
    })
    expect(created.status).toBe(201)
    const page = await newPage()
    await page.goto('/recuperar-contrasena')
    await expectAccessible(page)
    await page.getByLabel('Correo electrónico').fill(forgetful.email)
    await page.getByRole('button', { name: 'Enviar enlace' }).click()
    await expect.poll(() => page.getByText('te enviamos un enlace').first().isVisible()).toBe(true)

    const mail = await waitForMail(forgetful.email)
    const link = mail.match(/https?:\/\/[^\s"]+\/resetear-contrasena\/[\w-]+/)?.[0]
    expect(link).toBeDefined()
    await page.goto(new URL(link!).pathname)
    await page.getByLabel('Nueva contraseña').fill('otra-clave-segura')
    await page.getByLabel('Confirmar contraseña').fill('otra-clave-distinta')
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click()
    await expect.poll(() => page.getByText('Las contraseñas no coinciden.').isVisible()).toBe(true)
    await page.getByLabel('Confirmar contraseña').fill('otra-clave-segura')
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click()
    await expect
      .poll(() => page.getByText('Tu contraseña ha sido actualizada').first().isVisible())
      .toBe(true)

    await login(page, forgetful.email, 'otra-clave-segura')
    await waitForPath(page, '/')
    await page.context().close()
  })
})
