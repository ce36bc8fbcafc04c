import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { passwordProblem } from './lib/password-strength'
import { parseSecretsKey, persistentSecretsKey, SecretKeyError } from './lib/secret-box'

// The only reader of process.env (docs/product/platform.md#configuration). Every variable is documented in
// the README.

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value)
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional())
const optionalUrl = (protocols: string[], hint: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((v) => {
        try {
          return protocols.includes(new URL(v).protocol)
        } catch {
          return false
        }
      }, hint)
      .optional(),
  )
const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : v),
    z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]),
  )

// docs/operations.md#secrets-key: 32 bytes in base64, the key of the secrets saved from the back office.
const secretsKey = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .transform((text, ctx) => {
      try {
        return parseSecretsKey(text)
      } catch (err) {
        if (!(err instanceof SecretKeyError)) throw err
        ctx.addIssue({ code: 'custom', message: err.message })
        return z.NEVER
      }
    })
    .optional(),
)

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: optionalUrl(['http:', 'https:'], 'debe ser una URL http(s), por ejemplo https://mitienda.co'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl(
      ['postgres:', 'postgresql:'],
      'debe ser una URL postgres://usuario:clave@host:5432/base',
    ),
    REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'debe ser una URL redis://host:6379'),
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w.-]+$/, 'solo letras, números, puntos y guiones')
      .default('vitrina'),
    TRUST_PROXY: booleanFlag(false),
    WEB_DIST: z.string().optional(),
    JWT_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
    ),
    ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email('debe ser un correo electrónico válido').optional()),
    ADMIN_PASSWORD: z.preprocess(
      emptyAsUndefined,
      z.string().min(8, 'debe tener al menos 8 caracteres').optional(),
    ),
    SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'debe ser una URL smtp(s)://usuario:clave@host:puerto'),
    MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().min(3).optional()),
    PAYPAL_CLIENT_ID: optionalString,
    PAYPAL_CLIENT_SECRET: optionalString,
    // Unset: the mode chosen in 'Medios de pago' (sandbox or live) decides; set, it pins the address.
    PAYPAL_API_BASE: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/, error: 'debe ser una URL http(s)' }).optional(),
    ),
    WOMPI_PUBLIC_KEY: optionalString,
    WOMPI_PRIVATE_KEY: optionalString,
    WOMPI_INTEGRITY_SECRET: optionalString,
    WOMPI_EVENTS_SECRET: optionalString,
    WOMPI_API_BASE: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/, error: 'debe ser una URL http(s)' }).optional(),
    ),
    WOMPI_CHECKOUT_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({ protocol: /^https?$/, error: 'debe ser una URL http(s)' })
        .default('https://checkout.wompi.co/p/'),
    ),
    INVOICING_PROVIDER: z.preprocess(
      emptyAsUndefined,
      z.enum(['factus'], { error: "debe ser 'factus' (el único proveedor disponible)" }).optional(),
    ),
    INVOICING_API_BASE: z.preprocess(
      emptyAsUndefined,
      z
        .url({ protocol: /^https?$/, error: 'debe ser una URL http(s)' })
        .default('https://api-sandbox.factus.com.co'),
    ),
    INVOICING_CLIENT_ID: optionalString,
    INVOICING_CLIENT_SECRET: optionalString,
    INVOICING_USERNAME: optionalString,
    INVOICING_PASSWORD: optionalString,
    INVOICING_SOFTWARE_PIN: optionalString,
    INVOICING_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100, 'debe ser de al menos 100 ms')
      .max(120_000, 'debe ser de como máximo 120000 ms')
      .default(30_000),
    COP_PER_USD: z.coerce.number().positive('debe ser un número mayor que cero').default(4000),
    AI_BASE_URL: optionalUrl(
      ['http:', 'https:'],
      'debe ser una URL http(s) de un servidor compatible con OpenAI',
    ),
    AI_API_KEY: optionalString,
    AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    AI_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100, 'debe ser de al menos 100 ms')
      .max(300_000, 'debe ser de como máximo 300000 ms')
      .default(20_000),
    DEMO_DATA: booleanFlag(true),
    DEMO_ACCOUNTS: z.preprocess(
      emptyAsUndefined,
      z.enum(['public', 'locked'], { error: "debe ser 'public' o 'locked'" }).optional(),
    ),
    RATE_LIMIT_MAX: z.coerce.number().int().positive('debe ser un entero positivo').default(20),
    CHECK_RATE_LIMIT_MAX: z.coerce.number().int().positive('debe ser un entero positivo').default(60),
    RESET_MAIL_MAX_PER_HOUR: z.coerce.number().int().positive('debe ser un entero positivo').default(3),
    ALLOWED_ORIGINS: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() ? v.split(',').map((o) => o.trim()) : []),
      z.array(
        z
          .url({ protocol: /^https?$/, error: 'debe ser una lista de orígenes http(s) separados por comas' })
          .transform((url) => new URL(url).origin),
      ),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_REQUESTS: booleanFlag(true),
    S3_BUCKET: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'debe ser un nombre de bucket S3 válido')
        .optional(),
    ),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: optionalUrl(
      ['http:', 'https:'],
      'debe ser una URL http(s), por ejemplo https://s3.amazonaws.com',
    ),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: booleanFlag(false),
    S3_PUBLIC_URL: optionalUrl(
      ['http:', 'https:'],
      'debe ser una URL http(s), por ejemplo https://cdn.mitienda.co',
    ),
    JOBS_POLL_MS: z.coerce
      .number()
      .int()
      .min(10, 'debe ser de al menos 10 ms')
      .max(60_000, 'debe ser de como máximo 60000 ms')
      .default(1000),
    JOBS_LEASE_SECONDS: z.coerce
      .number()
      .int()
      .min(1, 'debe ser de al menos 1 segundo')
      .max(3600, 'debe ser de como máximo 3600 segundos')
      .default(120),
    JOBS_SHUTDOWN_SECONDS: z.coerce
      .number()
      .int()
      .min(0, 'debe ser 0 o más segundos')
      .max(600, 'debe ser de como máximo 600 segundos')
      .default(10),
    SWEEP_INTERVAL_SECONDS: z.coerce
      .number()
      .int()
      .min(1, 'debe ser de al menos 1 segundo')
      .max(86_400, 'debe ser de como máximo 86400 segundos')
      .default(60),
    SECRETS_KEY: secretsKey,
    SECRETS_KEY_PREVIOUS: secretsKey,
    OPS_TOKEN: z.preprocess(
      emptyAsUndefined,
      z.string().min(24, 'debe tener al menos 24 caracteres').optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL y ADMIN_PASSWORD van juntos',
      })
    }
    // docs/security.md#passwords: the first administrator's password passes the rule of every password.
    const adminProblem =
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? passwordProblem(env.ADMIN_PASSWORD, {
            email: env.ADMIN_EMAIL,
            production: env.NODE_ENV === 'production',
          })
        : null
    if (adminProblem)
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: adminProblem.message })
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntas',
      })
    }
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_PUBLIC_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'falta el bucket: las demás variables S3_ no sirven sin él',
      })
    }
    if ((env.PAYPAL_CLIENT_ID === undefined) !== (env.PAYPAL_CLIENT_SECRET === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYPAL_CLIENT_SECRET'],
        message: 'PAYPAL_CLIENT_ID y PAYPAL_CLIENT_SECRET van juntos',
      })
    }
    const wompiKeys = [
      env.WOMPI_PUBLIC_KEY,
      env.WOMPI_PRIVATE_KEY,
      env.WOMPI_INTEGRITY_SECRET,
      env.WOMPI_EVENTS_SECRET,
    ]
    if (wompiKeys.some((v) => v === undefined) && wompiKeys.some((v) => v !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['WOMPI_EVENTS_SECRET'],
        message:
          'WOMPI_PUBLIC_KEY, WOMPI_PRIVATE_KEY, WOMPI_INTEGRITY_SECRET y WOMPI_EVENTS_SECRET van juntos',
      })
    }
    const invoicingKeys = [
      env.INVOICING_CLIENT_ID,
      env.INVOICING_CLIENT_SECRET,
      env.INVOICING_USERNAME,
      env.INVOICING_PASSWORD,
    ]
    if (env.INVOICING_PROVIDER && invoicingKeys.some((v) => v === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['INVOICING_PROVIDER'],
        message:
          'con INVOICING_PROVIDER van INVOICING_CLIENT_ID, INVOICING_CLIENT_SECRET, INVOICING_USERNAME e INVOICING_PASSWORD',
      })
    }
  })

export type Config = ReturnType<typeof toConfig>

export class ConfigError extends Error {}

function toConfig(env: z.infer<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR)
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    trustProxy: env.TRUST_PROXY,
    // The built storefront: apps/web/dist, found from this file in the sources and in the bundle alike.
    webDist: path.resolve(env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url))),
    jwtSecret: env.JWT_SECRET ?? '',
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Vitrina <no-responder@vitrina.local>',
    // Set in the environment, the sender wins over the one saved in the back office.
    mailFromPinned: env.MAIL_FROM !== undefined,
    paypal: {
      clientId: env.PAYPAL_CLIENT_ID,
      clientSecret: env.PAYPAL_CLIENT_SECRET,
      apiBase: env.PAYPAL_API_BASE?.replace(/\/$/, ''),
    },
    wompi: {
      publicKey: env.WOMPI_PUBLIC_KEY,
      privateKey: env.WOMPI_PRIVATE_KEY,
      integritySecret: env.WOMPI_INTEGRITY_SECRET,
      eventsSecret: env.WOMPI_EVENTS_SECRET,
      apiBase: env.WOMPI_API_BASE?.replace(/\/$/, ''),
      checkoutUrl: env.WOMPI_CHECKOUT_URL,
    },
    // docs/decisions/033-electronic-invoicing-provider.md: without a provider the store says it is not connected.
    invoicing: {
      provider: env.INVOICING_PROVIDER,
      apiBase: env.INVOICING_API_BASE.replace(/\/$/, ''),
      clientId: env.INVOICING_CLIENT_ID,
      clientSecret: env.INVOICING_CLIENT_SECRET,
      username: env.INVOICING_USERNAME,
      password: env.INVOICING_PASSWORD,
      softwarePin: env.INVOICING_SOFTWARE_PIN,
      timeoutMs: env.INVOICING_TIMEOUT_MS,
    },
    copPerUsd: env.COP_PER_USD,
    ai: {
      baseUrl: env.AI_BASE_URL?.replace(/\/$/, ''),
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
    },
    demoData: env.DEMO_DATA,
    // The demo accounts sign in with their published passwords everywhere but in production, where they are
    // created locked unless a public demo asks for them (docs/operations.md#demo-accounts).
    demoAccounts: env.DEMO_ACCOUNTS ?? (env.NODE_ENV === 'production' ? 'locked' : 'public'),
    rateLimitMax: env.RATE_LIMIT_MAX,
    checkRateLimitMax: env.CHECK_RATE_LIMIT_MAX,
    resetMailMaxPerHour: env.RESET_MAIL_MAX_PER_HOUR,
    allowedOrigins: env.ALLOWED_ORIGINS,
    logLevel: env.LOG_LEVEL,
    logRequests: env.LOG_REQUESTS,
    opsToken: env.OPS_TOKEN,
    // Filled by loadConfig: SECRETS_KEY, else the key kept in DATA_DIR (docs/operations.md#secrets-key).
    secretsKey: env.SECRETS_KEY ?? Buffer.alloc(0),
    secretsKeyPrevious: env.SECRETS_KEY_PREVIOUS,
    jobs: {
      pollMs: env.JOBS_POLL_MS,
      leaseSeconds: env.JOBS_LEASE_SECONDS,
      shutdownSeconds: env.JOBS_SHUTDOWN_SECONDS,
      sweepIntervalSeconds: env.SWEEP_INTERVAL_SECONDS,
    },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          publicUrl: env.S3_PUBLIC_URL?.replace(/\/$/, ''),
        }
      : undefined,
  }
}

/** Parse and validate the environment once; a bad value stops start-up naming the variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || 'entorno'}: ${issue.message}`,
    )
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`)
  }
  const config = toConfig(parsed.data)
  if (!config.jwtSecret) config.jwtSecret = persistentSecret(config.dataDir)
  if (!config.secretsKey.length) config.secretsKey = persistentSecretsKey(config.dataDir)
  return config
}

// Without JWT_SECRET the embedded default generates one secret and keeps it in DATA_DIR,
// so sessions survive restarts (docs/product/auth.md#tokens).
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/** The environment with a few values given on the command line instead (CLI tools). */
export function loadConfigWith(overrides: Record<string, string | undefined>): Config {
  return loadConfig({ ...process.env, ...overrides })
}
