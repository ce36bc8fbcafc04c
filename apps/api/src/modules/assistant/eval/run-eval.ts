import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { orderNumber } from '@vitrina/core/format'
import type { ChatHistoryEntry, ChatReply } from '@vitrina/core/schemas/assistant'
import type { Product, ProductDetail } from '@vitrina/core/schemas/catalog'
import { buildApp, type App } from '../../../app'
import { loadConfig } from '../../../config'
import { ensureRoles } from '../../../db/bootstrap'
import { openDatabase } from '../../../db/client'
import { seedDemoStore } from '../../../db/seed/demo-store'
import { checkAnswer, fold, type EvalCase } from './eval-checks'

// `npm run eval:assistant`: the evaluation set (questions.json) against the built-in engine on a fresh
// demo store. Prints each miss with its reasons and the share answered correctly (target: 85 %).

const TARGET = 0.85
// `npm run eval:assistant -- --verbose` prints every answer, not only the misses.
const VERBOSE = process.argv.includes('--verbose')
const cases = JSON.parse(readFileSync(new URL('./questions.json', import.meta.url), 'utf8')) as EvalCase[]

async function json<T>(
  app: App,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  token?: string,
): Promise<T> {
  const res = await app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`)
  return res.json<T>()
}

/** The demo customer, signed in, with one cash-on-delivery order to ask about. */
async function demoCustomer(app: App): Promise<{ token: string; orderNumber: string }> {
  const { token } = await json<{ token: string }>(app, 'POST', '/api/auth/login', {
    email: 'cliente@vitrina.co',
    password: 'Cliente123!',
  })
  const [address] = await json<{ id: number }[]>(app, 'GET', '/api/addresses', undefined, token)
  const [cap] = await json<Product[]>(app, 'GET', '/api/products?search=gorra%20bordada')
  const { orderId } = await json<{ orderId: string }>(
    app,
    'POST',
    '/api/orders',
    {
      shipping_address_id: address!.id,
      items: [{ productId: cap!.id, quantity: 1 }],
      payment_method: 'contra_entrega',
    },
    token,
  )
  return { token, orderNumber: `#${orderNumber(orderId)}` }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-eval-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
  })
  const database = await openDatabase({ dataDir })
  const app = await buildApp({ config, database, logger: false })
  try {
    console.log('Preparando la tienda de demostración…')
    await database.migrate()
    await ensureRoles(database.db)
    await seedDemoStore(database.db, { storage: app.storage })
    await app.ready()
    const customer = await demoCustomer(app)
    const fill = (text: string) => text.replaceAll('{orderNumber}', customer.orderNumber)

    const products = new Map<number, ProductDetail | null>()
    const product = async (id: number) => {
      if (!products.has(id))
        products.set(id, await json<ProductDetail>(app, 'GET', `/api/products/${id}`).catch(() => null))
    }
    const ask = async (message: string, history: ChatHistoryEntry[], token?: string) =>
      json<ChatReply>(app, 'POST', '/api/ai/chat', { message, history }, token)

    let passed = 0
    for (const item of cases) {
      const token = item.as === 'cliente' ? customer.token : undefined
      const history: ChatHistoryEntry[] = []
      for (const earlier of item.before ?? []) {
        const reply = await ask(earlier, history, token)
        history.push({ sender: 'user', text: earlier }, { sender: 'ai', text: reply.text })
      }
      const reply = await ask(fill(item.question), history, token)
      for (const card of reply.products ?? []) await product(card.id)
      const expect = JSON.parse(fill(JSON.stringify(item.expect))) as EvalCase['expect']
      const problems = checkAnswer(reply, expect, products)
      if (!problems.length) passed += 1
      const cards = (reply.products ?? []).map((c) => c.name).join(', ')
      console.log(`${problems.length ? '✗' : '✓'} ${item.id}: «${fill(item.question)}»`)
      if (problems.length || VERBOSE) {
        console.log(`    respuesta: ${fold(reply.text).slice(0, 300)}${cards ? ` [${cards}]` : ''}`)
        for (const p of problems) console.log(`    - ${p}`)
      }
    }
    const share = passed / cases.length
    console.log(
      `\nRespondidas correctamente: ${passed} de ${cases.length} (${(share * 100).toFixed(1)} %; objetivo ${TARGET * 100} %).`,
    )
    process.exitCode = share >= TARGET ? 0 : 1
  } finally {
    await app.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
