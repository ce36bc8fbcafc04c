import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { ConfigError, loadConfig } from './config'

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'vitrina-config-'))

describe('loadConfig', () => {
  test('gives the documented defaults', () => {
    const dir = dataDir()
    const config = loadConfig({ DATA_DIR: dir })
    expect(config.port).toBe(3000)
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.databaseUrl).toBeUndefined()
    expect(config.demoData).toBe(true)
    expect(config.rateLimitMax).toBe(20)
    expect(config.uploadsDir).toBe(path.join(dir, 'uploads'))
    expect(config.ai).toEqual({
      baseUrl: undefined,
      apiKey: undefined,
      model: 'gpt-4o-mini',
      timeoutMs: 20_000,
    })
    expect(config.jobs).toEqual({
      pollMs: 1000,
      leaseSeconds: 120,
      shutdownSeconds: 10,
      sweepIntervalSeconds: 60,
    })
  })

  test('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir()
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first)
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first)
  })

  test.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://localhost'],
    ['JWT_SECRET', 'short'],
    ['COP_PER_USD', '-3'],
    ['RATE_LIMIT_MAX', '0'],
    ['DEMO_DATA', 'maybe'],
    ['SMTP_URL', 'not a url'],
    ['AI_BASE_URL', 'ftp://modelo'],
    ['AI_TIMEOUT_MS', '5'],
    ['JOBS_POLL_MS', '5'],
    ['JOBS_LEASE_SECONDS', '0'],
    ['JOBS_SHUTDOWN_SECONDS', '-1'],
    ['SWEEP_INTERVAL_SECONDS', 'cada minuto'],
  ])('a bad %s stops start-up with a message naming it', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError)
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(new RegExp(name))
  })

  // docs/product/checkout-and-payments.md#wompi
  test('the four Wompi keys go together; the API and checkout addresses default to the sandbox', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), WOMPI_PUBLIC_KEY: 'pub_test_x' })).toThrow(
      /WOMPI_EVENTS_SECRET: WOMPI_PUBLIC_KEY, WOMPI_PRIVATE_KEY, WOMPI_INTEGRITY_SECRET y WOMPI_EVENTS_SECRET van juntos/,
    )
    expect(() => loadConfig({ DATA_DIR: dataDir(), WOMPI_API_BASE: 'ftp://wompi' })).toThrow(/WOMPI_API_BASE/)
    const config = loadConfig({
      DATA_DIR: dataDir(),
      WOMPI_PUBLIC_KEY: 'pub_test_x',
      WOMPI_PRIVATE_KEY: 'prv_test_x',
      WOMPI_INTEGRITY_SECRET: 'test_integrity_x',
      WOMPI_EVENTS_SECRET: 'test_events_x',
    })
    expect(config.wompi).toMatchObject({
      apiBase: 'https://sandbox.wompi.co/v1',
      checkoutUrl: 'https://checkout.wompi.co/p/',
    })
  })

  test('ADMIN_EMAIL needs ADMIN_PASSWORD', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_PASSWORD/)
  })
})
