import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, expect, inject } from 'vitest'

export const baseURL = inject('baseURL')

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1440, height: 900 }

let browser: Browser | undefined

/** Debian's Chromium, headless, with the flags this closed network needs. One browser per test file. */
export async function launch(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  return browser
}

// What React says when something is wrong (a hydration mismatch, a key, a hook's misuse), and any error a
// page did not catch: a journey that passes with either still fails (issue 27).
const REACT_WARNING = /react|hydrat|did not match|minified/i
const pageProblems: string[] = []

afterAll(async () => {
  await browser?.close()
  browser = undefined
  expect(pageProblems.splice(0), 'errores o avisos de React en la consola del navegador').toEqual([])
})

/** PayPal's script and API hosts: the checkout loads the button from there. */
export const PAYPAL_HOSTS = /^https:\/\/([\w-]+\.)*(paypal|paypalobjects)\.com\//

/**
 * A fresh browser context (its own storage: a different shopper) with Spanish locale, at the store's address
 * or another name for the same server (`origin`). Nothing may reach
 * the internet: PayPal's script fails at once, as it does offline, so journeys see the store's own answer.
 */
export async function newContext(viewport = DESKTOP, origin = baseURL): Promise<BrowserContext> {
  const chromium = await launch()
  const context = await chromium.newContext({
    baseURL: origin,
    viewport,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
  })
  await context.route(PAYPAL_HOSTS, (route) => route.abort('internetdisconnected'))
  context.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && REACT_WARNING.test(message.text()))
      pageProblems.push(`${message.type()}: ${message.text().slice(0, 300)} (${message.location().url})`)
  })
  context.on('weberror', (error) =>
    pageProblems.push(`sin capturar: ${error.error().message} (${error.page()?.url() ?? 'sin página'})`),
  )
  context.on('page', untilHydrated)
  return context
}

/**
 * A store page arrives drawn by the server and answers clicks and typing once React has adopted it
 * (`<html data-hydrated>`, apps/web/src/app/app-root.tsx): the journeys' page loads wait for that, as a
 * shopper waits for a page to respond.
 */
function untilHydrated(page: Page) {
  // The root is adopted first and marks the page; the page's own lazily loaded parts follow once their
  // chunks have arrived, so the network has to settle too.
  const hydrated = async () => {
    await page.waitForFunction(
      () =>
        !document.getElementById('vitrina-state') || document.documentElement.hasAttribute('data-hydrated'),
      undefined,
      { timeout: 15_000 },
    )
    if (await page.locator('#vitrina-state').count()) await page.waitForLoadState('networkidle')
  }
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    await hydrated()
    return response
  }
  page.reload = async (...args) => {
    const response = await reload(...args)
    await hydrated()
    return response
  }
}

export async function newPage(viewport = DESKTOP): Promise<Page> {
  return (await newContext(viewport)).newPage()
}

/** Accessibility is part of done: serious or critical axe findings fail the journey. */
export async function expectAccessible(page: Page) {
  // A finding may come from a frame caught mid-change (a toast that starts to fade out while axe reads the
  // page): it is measured once more when the page has settled, and only a finding that stays fails.
  let bad = await axeFindings(page)
  if (bad.length) bad = await axeFindings(page)
  expect(bad, `axe en ${page.url()}`).toEqual([])
}

async function axeFindings(page: Page): Promise<string[]> {
  // A toast fading in or a button coming back from its pending opacity is half transparent: axe would
  // measure the contrast of a frame nobody reads. Finite animations and transitions end first.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  )
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** The e-mails the store wrote to DATA_DIR/outbox (no SMTP in tests), newest last. */
export function outbox(): string[] {
  const dir = path.join(inject('dataDir'), 'outbox')
  try {
    return readdirSync(dir)
      .sort()
      .map((file) =>
        readFileSync(path.join(dir, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )
  } catch {
    return []
  }
}

export async function waitForMail(to: string, timeoutMs = 10_000): Promise<string> {
  const start = Date.now()
  for (;;) {
    const mail = outbox().find((m) => m.includes(`To: ${to}`))
    if (mail) return mail
    if (Date.now() - start > timeoutMs) throw new Error(`no llegó ningún correo para ${to}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
