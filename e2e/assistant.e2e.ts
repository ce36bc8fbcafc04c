import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { DESKTOP, expectAccessible, newPage, PHONE } from './support/browser'

// docs/product/assistant.md#floating-assistant: the floating assistant on the demo store (built-in engine, no
// model configured).

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Abrir el asistente virtual' }).click()
  const panel = page.getByRole('dialog', { name: 'Asistente Virtual' })
  await panel.getByText('Soy el asistente virtual de Vitrina').waitFor()
  return panel
}

async function ask(page: Page, text: string) {
  const panel = page.getByRole('dialog', { name: 'Asistente Virtual' })
  await panel.getByRole('textbox', { name: 'Mensaje para el asistente' }).fill(text)
  await page.keyboard.press('Enter')
  return panel
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('the assistant on %s', (_, viewport) => {
  test('ask for a product, open its card, reach the product page', async () => {
    const page = await newPage(viewport)
    await page.goto('/')
    const panel = await openChat(page)
    await expectAccessible(page)

    await ask(page, 'busco una chaqueta de jean')
    const card = panel.getByRole('list', { name: 'Productos sugeridos' }).getByRole('link').first()
    await card.waitFor({ timeout: 15_000 })
    const name = (await card.locator('span span').first().innerText()).trim()
    expect(name).toContain('Chaqueta de Jean')
    // docs/product/assistant.md#chat-panel: the list scrolls to the newest message.
    await expect
      .poll(() => panel.getByRole('log').evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight))
      .toBeLessThan(2)
    await expectAccessible(page)

    await card.click()
    await page.waitForURL(/\/producto\/\d+$/)
    await page.getByRole('heading', { level: 1, name }).waitFor()
    // On a phone the panel closes so the product is seen; on a desktop the conversation stays open.
    const stillOpen = await page.getByRole('dialog', { name: 'Asistente Virtual' }).isVisible()
    expect(stillOpen).toBe(viewport === DESKTOP)
    await page.context().close()
  })
})

test('store facts come from the settings, and the keyboard reaches everything', async () => {
  const page = await newPage(DESKTOP)
  await page.goto('/tienda')
  const button = page.getByRole('button', { name: 'Abrir el asistente virtual' })
  await button.focus()
  await page.keyboard.press('Enter')
  const panel = page.getByRole('dialog', { name: 'Asistente Virtual' })
  await expect
    .poll(() => panel.getByRole('textbox').evaluate((el) => el === document.activeElement))
    .toBe(true)

  await ask(page, '¿cuánto cuesta el envío?')
  await panel.getByText(/El envío cuesta \$\s12\.000/).waitFor({ timeout: 15_000 })
  await page.keyboard.press('Escape')
  await expect.poll(() => panel.count()).toBe(0)
  expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)
  await page.context().close()
})

// docs/product/assistant.md#service-answers: a policy question is answered with the store's own text and
// its link, without product cards.
test('a policy question gets the policy with its link and no product cards', async () => {
  const page = await newPage(PHONE)
  await page.goto('/')
  const panel = await openChat(page)
  await ask(page, '¿cuál es la política de devoluciones?')
  await panel.getByText(/30 días calendario/).waitFor({ timeout: 15_000 })
  expect(await panel.getByRole('list', { name: 'Productos sugeridos' }).count()).toBe(0)
  await expectAccessible(page)
  await panel.getByRole('link', { name: '/politicas' }).click()
  await page.waitForURL(/\/politicas$/)
  await page.context().close()
})

// docs/product/assistant.md#complaints: a damaged item gets an apology, a link to the contact form already
// filled in, and with the shopper's consent the message is sent from the chat.
test('a complaint hands off: the prefilled contact form, or the message sent with consent', async () => {
  const page = await newPage(PHONE)
  await page.goto('/')
  const panel = await openChat(page)
  await ask(page, 'me llegó el reloj con el vidrio roto')
  await panel.getByText(/responde «sí, envíalo»/).waitFor({ timeout: 15_000 })
  expect(await panel.getByRole('list', { name: 'Productos sugeridos' }).count()).toBe(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  await expectAccessible(page)

  await ask(page, 'sí, envíalo')
  await panel.getByText(/escríbeme tu nombre y tu correo/).waitFor({ timeout: 15_000 })
  await ask(page, 'Ana Gómez, ana.gomez@correo.co')
  await panel.getByText(/Te responderemos a ana\.gomez@correo\.co/).waitFor({ timeout: 15_000 })

  await panel.getByRole('link', { name: '/contacto' }).first().click()
  await page.waitForURL(/\/contacto\?asunto=/)
  expect(await page.getByLabel('Asunto (opcional)').inputValue()).toBe('Producto dañado o defectuoso')
  expect(await page.getByLabel('Mensaje').inputValue()).toBe('me llegó el reloj con el vidrio roto')
  await page.context().close()
})
