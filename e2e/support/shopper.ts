import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { baseURL, DESKTOP, expectAccessible, PHONE } from './browser'

export type Shopper = { username: string; email: string; password: string }

/** A new customer account, made through the API so each journey starts with its own clean history. */
export async function registerShopper(name: string): Promise<Shopper> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const shopper = {
    username: `${name}${unique}`,
    email: `${name}.${unique}@correo.co`,
    password: 'arepa-de-choclo-7',
  }
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...shopper, privacy_policy_accepted: true }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return shopper
}

/** Sign in from /login; a customer lands on the home page, staff on `landing` ('/admin'). */
export async function logIn(page: Page, email: string, password: string, landing = '/') {
  await page.goto('/login')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await page.waitForURL((url) => url.pathname === landing, { timeout: 15_000 })
}

/** Accessibility at the phone and the desktop size (axe), leaving the page at the size it had. */
export async function expectAccessibleAtBothSizes(page: Page) {
  const size = page.viewportSize()
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport)
    await expectAccessible(page)
  }
  if (size) await page.setViewportSize(size)
}

export const pathOf = (page: Page) => new URL(page.url()).pathname
