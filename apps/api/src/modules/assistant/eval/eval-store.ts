import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { orderNumber } from '@vitrina/core/format'
import type { Product } from '@vitrina/core/schemas/catalog'
import { buildApp, type App } from '../../../app'
import { loadConfig } from '../../../config'
import { ensureRoles } from '../../../db/bootstrap'
import { openDatabase } from '../../../db/client'
import { seedDemoStore } from '../../../db/seed/demo-store'

// The store the evaluation asks: a fresh demo store in a temporary folder, with the demo customer signed in
// and one cash-on-delivery order of theirs to ask about.

export async function json<T>(
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

export interface EvalStore {
  app: App
  customer: { token: string; orderNumber: string }
  close(): Promise<void>
}

export async function openEvalStore(): Promise<EvalStore> {
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
  await database.migrate()
  await ensureRoles(database.db)
  await seedDemoStore(database.db, { storage: app.storage, accounts: 'public' })
  await app.ready()
  return {
    app,
    customer: await demoCustomer(app),
    async close() {
      await app.close()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
