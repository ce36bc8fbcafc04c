import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { PASSWORD_RULE_MESSAGES } from '@vitrina/core/password-rules'
import { ConfigError, loadConfig } from './config'
import { COMMON_PASSWORD_MESSAGE } from './lib/common-passwords'
import { WEAK_PASSWORD_MESSAGE } from './lib/password-strength'

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
  test('the four Wompi keys go together; the API address is left to the mode unless set', () => {
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
    expect(config.wompi).toMatchObject({ apiBase: undefined, checkoutUrl: 'https://checkout.wompi.co/p/' })
  })

  test('ADMIN_EMAIL needs ADMIN_PASSWORD', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_PASSWORD/)
  })
})

// docs/security.md#passwords: the first administrator's password passes the rule of every password.
describe('ADMIN_PASSWORD', () => {
  const withAdmin = (password: string, env: Record<string, string> = {}) =>
    loadConfig({
      DATA_DIR: dataDir(),
      ADMIN_EMAIL: 'laura.gomez@tienda.co',
      ADMIN_PASSWORD: password,
      ...env,
    })
  const refusal = (password: string, env: Record<string, string> = {}) => {
    try {
      withAdmin(password, env)
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError)
      return (err as Error).message
    }
    return null
  }

  test('a weak, common or personal one stops the start, naming the variable, with the Spanish reason', () => {
    expect(refusal('aaaaaaaa')).toBe(
      `Configuración inválida:\n  - ADMIN_PASSWORD: ${PASSWORD_RULE_MESSAGES.repeated}`,
    )
    expect(refusal('12345678')).toContain(`ADMIN_PASSWORD: ${PASSWORD_RULE_MESSAGES.sequence}`)
    expect(refusal('laura.gomez-2026')).toContain(`ADMIN_PASSWORD: ${PASSWORD_RULE_MESSAGES.personal}`)
    expect(refusal('password123')).toContain(`ADMIN_PASSWORD: ${COMMON_PASSWORD_MESSAGE}`)
    expect(refusal('Vitrina2026')).toContain(`ADMIN_PASSWORD: ${WEAK_PASSWORD_MESSAGE}`)
    expect(withAdmin('Cordillera-andina-71').admin?.password).toBe('Cordillera-andina-71')
  })

  test('a demo password is refused by a production start only', () => {
    expect(withAdmin('Empleado123!').admin?.password).toBe('Empleado123!')
    expect(refusal('Empleado123!', { NODE_ENV: 'production' })).toContain(
      `ADMIN_PASSWORD: ${PASSWORD_RULE_MESSAGES.demo}`,
    )
  })
})

describe('DEMO_ACCOUNTS', () => {
  test('public outside production, locked in production unless a public demo asks for them', () => {
    const demoAccounts = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: dataDir(), ...env }).demoAccounts
    expect(demoAccounts({})).toBe('public')
    expect(demoAccounts({ NODE_ENV: 'test' })).toBe('public')
    expect(demoAccounts({ NODE_ENV: 'production' })).toBe('locked')
    expect(demoAccounts({ NODE_ENV: 'production', DEMO_ACCOUNTS: 'public' })).toBe('public')
    expect(demoAccounts({ DEMO_ACCOUNTS: 'locked' })).toBe('locked')
    expect(() => demoAccounts({ DEMO_ACCOUNTS: 'abiertas' })).toThrow(
      /DEMO_ACCOUNTS: debe ser 'public' o 'locked'/,
    )
  })
})
