import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { expect } from 'vitest'
import { freePort } from '../../apps/api/src/test/free-port'
import { waitForHealth } from '../support/server'

// Several built server processes (npm run build) sharing one PostgreSQL database and one Redis, each
// with its own DATA_DIR, as a scaled-out store runs behind a load balancer (docs/operations.md).

const root = path.resolve(import.meta.dirname, '../..')
const serverEntry = path.join(root, 'apps/api/dist/server.js')

export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
export const ADMIN = { email: 'admin@escala.co', password: 'Cordillera-andina-71' }

export interface Instance {
  name: string
  url: string
  dataDir: string
  process: ChildProcess
  /** The e-mails this instance wrote to its outbox, as raw text. */
  outbox(): string[]
}

export interface Cluster {
  databaseUrl: string
  start(name: string): Promise<Instance>
  stop(): Promise<void>
}

/** A fresh database and Redis prefix; instances start one after another (the first one migrates). */
export async function createCluster(env: Record<string, string> = {}): Promise<Cluster> {
  const dbName = `vitrina_scale_${randomBytes(5).toString('hex')}`
  await adminQuery(`CREATE DATABASE ${dbName}`)
  const databaseUrl = withDatabase(PG_ADMIN_URL, dbName)
  const shared = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_PREFIX: `scale-${randomBytes(4).toString('hex')}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_DATA: 'false',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    ...env,
  }
  const instances: Instance[] = []
  return {
    databaseUrl,
    async start(name) {
      const dataDir = mkdtempSync(path.join(tmpdir(), `vitrina-scale-${name}-`))
      const port = await freePort()
      const child = spawn(process.execPath, [serverEntry], {
        cwd: root,
        env: { ...process.env, ...shared, PORT: String(port), DATA_DIR: dataDir },
        stdio: ['ignore', 'inherit', 'inherit'],
      })
      const url = `http://127.0.0.1:${port}`
      await waitForHealth(url, child)
      const instance: Instance = { name, url, dataDir, process: child, outbox: () => readOutbox(dataDir) }
      instances.push(instance)
      return instance
    },
    async stop() {
      await Promise.all(
        instances.map(async (instance) => {
          if (instance.process.exitCode === null && instance.process.signalCode === null) {
            instance.process.kill('SIGTERM')
            await new Promise((resolve) => instance.process.once('exit', resolve))
          }
          rmSync(instance.dataDir, { recursive: true, force: true })
        }),
      )
      await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
    },
  }
}

function readOutbox(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox')
  try {
    return readdirSync(dir).map((file) => readFileSync(path.join(dir, file), 'utf8'))
  } catch {
    return []
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

async function adminQuery(query: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL })
  await client.connect()
  try {
    await client.query(query)
  } finally {
    await client.end()
  }
}

/** JSON over HTTP to one instance, with an optional bearer token. */
export async function call<T = unknown>(
  instance: Instance,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${instance.url}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T }
}

const address = {
  recipient_name: 'Ana Gómez',
  phone_number: '+57 300 123 4567',
  street_address: 'Calle 10 # 43-12, Apto 501',
  city: 'Medellín',
  state_province: 'Antioquia',
  postal_code: '050021',
}

export interface Buyer {
  token: string
  addressId: number
}

/** A new customer with a saved address, signed up through `instance`. */
export async function customer(instance: Instance, tag: string): Promise<Buyer> {
  const suffix = `${tag}${Math.random().toString(36).slice(2, 9)}`
  const signup = await call<{ token: string }>(instance, 'POST', '/api/auth/register', {
    body: {
      username: suffix,
      email: `${suffix}@correo.co`,
      password: 'Clave-segura-9',
      privacy_policy_accepted: true,
    },
  })
  expect(signup.status).toBe(201)
  const token = signup.body.token
  const saved = await call<{ address: { id: number } }>(instance, 'POST', '/api/addresses', {
    token,
    body: address,
  })
  return { token, addressId: saved.body.address.id }
}

/** POST /api/orders on `instance` (cash on delivery, the default method). */
export const orderAt = (instance: Instance, buyer: Buyer, productId: number, quantity = 1) =>
  call<{ orderId: string; order_number: number }>(instance, 'POST', '/api/orders', {
    token: buyer.token,
    body: { shipping_address_id: buyer.addressId, items: [{ productId, quantity }] },
  })
