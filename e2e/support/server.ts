import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startFakeFactus } from '../../apps/api/src/test/fake-factus'
import { startFakeWompi } from '../../apps/api/src/test/fake-wompi'
import { freePort } from '../../apps/api/src/test/free-port'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    dataDir: string
    /** The local Wompi stand-in's hosted checkout (its /p/estado settles a pending payment). */
    wompiCheckoutUrl: string
    /** The Factus stand-in's company and numbering ranges, for the journey that sets up the fiscal profile. */
    factus: {
      company: { nit: string; dv: string; name: string }
      ranges: {
        prefix: string
        current: number
        to: number
        resolution_number: string
        technical_key: string | null
        end_date: string
      }[]
    }
  }
}

const root = path.resolve(import.meta.dirname, '../..')
const serverEntry = path.join(root, 'apps/api/dist/server.js')

/** Start the built store (npm run build) on a free port with the demo data in a temporary DATA_DIR. */
export default async function setup(project: TestProject) {
  if (!existsSync(serverEntry) || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Compila primero la tienda: npm run build')
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-e2e-'))
  const port = await freePort()
  // Wompi configured against its local stand-in, which posts its signed events to this store.
  const wompi = await startFakeWompi()
  wompi.eventsUrl = `http://127.0.0.1:${port}/api/payments/wompi/events`
  // Electronic invoicing against the Factus stand-in (docs/decisions/033-electronic-invoicing-provider.md).
  const factus = await startFakeFactus({ tokenSeconds: 3600 })
  const server: ChildProcess = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      DEMO_DATA: 'true',
      // A production build whose demo accounts keep their published passwords: the journeys sign in with them.
      DEMO_ACCOUNTS: 'public',
      RATE_LIMIT_MAX: '1000',
      CHECK_RATE_LIMIT_MAX: '1000',
      // PayPal configured, as a store that offers it is; its API points at a closed local port and the
      // browser contexts block PayPal's script (browser.ts), as on this machine without internet.
      PAYPAL_CLIENT_ID: 'e2e-client-id',
      PAYPAL_CLIENT_SECRET: 'e2e-client-secret',
      PAYPAL_API_BASE: 'http://127.0.0.1:9',
      WOMPI_PUBLIC_KEY: wompi.keys.publicKey,
      WOMPI_PRIVATE_KEY: wompi.keys.privateKey,
      WOMPI_INTEGRITY_SECRET: wompi.keys.integritySecret,
      WOMPI_EVENTS_SECRET: wompi.keys.eventsSecret,
      WOMPI_API_BASE: wompi.url,
      WOMPI_CHECKOUT_URL: wompi.checkoutUrl,
      INVOICING_PROVIDER: 'factus',
      INVOICING_API_BASE: factus.url,
      INVOICING_CLIENT_ID: factus.credentials.clientId,
      INVOICING_CLIENT_SECRET: factus.credentials.clientSecret,
      INVOICING_USERNAME: factus.credentials.username,
      INVOICING_PASSWORD: factus.credentials.password,
      INVOICING_SOFTWARE_PIN: factus.softwarePin,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const baseURL = `http://127.0.0.1:${port}`
  try {
    await waitForHealth(baseURL, server)
  } catch (err) {
    // A failed start has no teardown: stop the server and its data here, or both outlive the run.
    server.kill('SIGTERM')
    await Promise.all([wompi.close(), factus.close()])
    rmSync(dataDir, { recursive: true, force: true })
    throw err
  }
  project.provide('baseURL', baseURL)
  project.provide('dataDir', dataDir)
  project.provide('wompiCheckoutUrl', wompi.checkoutUrl)
  project.provide('factus', { company: factus.company, ranges: factus.ranges })

  return async () => {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    await Promise.all([wompi.close(), factus.close()])
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function waitForHealth(baseURL: string, server: ChildProcess) {
  // The first start seeds the demo store (images re-encoded by sharp): minutes on a busy two-core machine.
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`el servidor terminó con código ${server.exitCode}`)
    try {
      const res = await fetch(`${baseURL}/api/health-check`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('el servidor no respondió a tiempo')
}
