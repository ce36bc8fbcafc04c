import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { queryRows } from './db/client'
import { insertCategory, insertProduct } from './test/factories/catalog'
import { buildTestApp } from './test/build-test-app'
import { createAdmin, createUser, type TestUser } from './test/factories'
import {
  badPathSegment,
  badQueryValue,
  badRawBody,
  badValue,
  fieldPaths,
  REMOVE,
  sampleValid,
  withField,
  type JsonSchema,
} from './test/fuzz-inputs'

// The whole API against bad input (docs/security.md "Fuzz test"): every operation of the OpenAPI
// document, as an anonymous shopper, a customer and staff, with generated wrong types, missing and extra
// fields, control characters, broken Unicode, huge strings and numbers, ids out of range, bad JSON, wrong
// content types and oversized bodies. A fixed seed makes every failure reproducible (change SEED to explore).
// Asserted: never a 5xx; every error is { message, code } in Spanish, without stack traces or SQL; and
// a refused write leaves every table as it was.

const SEED = 20261125
const CASES_PER_CALLER = 18

// No job runs during the file, so the jobs table changes only when a request enqueues work, which a
// refused write must not do.
const ctx = await buildTestApp({
  RATE_LIMIT_MAX: '100000',
  CHECK_RATE_LIMIT_MAX: '100000',
  JOBS_POLL_MS: '60000',
})
const { app } = ctx
const category = await insertCategory(ctx, 'Camisas')
await insertProduct(ctx, { name: 'Camisa de lino', categoryIds: [category.id] })

type Caller = 'anonymous' | 'customer' | 'staff'
const callers: Record<Caller, TestUser | null> = {
  anonymous: null,
  customer: await createUser(ctx),
  staff: await createAdmin(ctx),
}

interface Operation {
  method: string
  path: string
  pathParams: string[]
  queryParams: string[]
  body?: JsonSchema
}

const doc = app.swagger() as {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: never }>>
}
const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => {
    const params = op.parameters ?? []
    const body = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
      ?.content?.['application/json']?.schema
    return {
      method: method.toUpperCase(),
      path,
      pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
      body,
    }
  }),
)

interface FuzzRequest {
  label: string
  url: string
  contentType?: string
  payload?: string
}

function urlOf(op: Operation, segments: Record<string, string>, query = ''): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => segments[name] ?? '1')
  return query ? `${path}?${query}` : path
}

/** The kinds of bad request that apply to an operation, as one arbitrary. */
function requestsFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const kinds: fc.Arbitrary<FuzzRequest>[] = []
  const base = op.body ? sampleValid(op.body) : undefined
  const json = (label: string, value: unknown, segments: Record<string, string> = {}) => ({
    label,
    url: urlOf(op, segments),
    contentType: 'application/json',
    payload: JSON.stringify(value),
  })
  if (op.pathParams.length) {
    kinds.push(
      fc.tuple(fc.constantFrom(...op.pathParams), badPathSegment).map(([name, segment]) => ({
        ...(base === undefined ? { label: '', url: '' } : json('', base)),
        label: `path ${name}=${segment.slice(0, 40)}`,
        url: urlOf(op, { [name]: segment }),
      })),
    )
  }
  if (op.queryParams.length) {
    kinds.push(
      fc.tuple(fc.constantFrom(...op.queryParams), badQueryValue).map(([name, value]) => {
        const query = new URLSearchParams([value].flat().map((v): [string, string] => [name, v])).toString()
        return { label: `query ${name}=${query.slice(0, 60)}`, url: urlOf(op, {}, query) }
      }),
    )
  }
  const paths = fieldPaths(op.body)
  if (op.body && paths.length) {
    kinds.push(
      fc
        .tuple(fc.constantFrom(...paths), badValue)
        .map(([path, value]) => json(`field ${path.join('.')}`, withField(base, path, value))),
      fc
        .constantFrom(...paths)
        .map((path) => json(`missing ${path.join('.')}`, withField(base, path, REMOVE))),
    )
  }
  if (op.body || op.method !== 'GET') {
    kinds.push(
      fc
        .tuple(fc.string({ minLength: 1, maxLength: 12 }), badValue)
        .map(([key, value]) => json(`extra ${key}`, { ...(base as object), [key]: value })),
      badValue.map((value) => json('whole body', value)),
      badRawBody.map((raw) => ({
        label: `raw ${raw.contentType} ${raw.payload.slice(0, 20)}`,
        url: urlOf(op, {}),
        ...raw,
      })),
    )
  }
  if (!kinds.length) {
    kinds.push(badQueryValue.map((v) => ({ label: 'stray query', url: urlOf(op, {}, `x=${v}`) })))
  }
  return fc.oneof(...kinds)
}

// Words of English error texts (Fastify's, zod's default locale, drivers'): a Spanish message has none.
const ENGLISH =
  /\b(the|must|should|invalid|expected|required|received|not found|unexpected|cannot|route|allowed|body|request|error)\b/i
const STACK_OR_SQL =
  /(\bat \S+:\d+:\d+|node_modules|\.ts:\d+|\bselect\b.+\bfrom\b|\binsert into\b|\bsyntax error\b|\brelation "|violates|duplicate key|\bcolumn\b)/i

/** What is wrong with an answer, or null when it is a proper answer. */
function problemWith(status: number, contentType: string, body: string): string | null {
  if (status >= 500) return `${status}: ${body.slice(0, 300)}`
  if (status < 400) return null
  if (!contentType.includes('application/json')) return `${status} without JSON: ${body.slice(0, 120)}`
  let parsed: { message?: unknown; code?: unknown; errors?: { message: string }[] }
  try {
    parsed = JSON.parse(body) as typeof parsed
  } catch {
    return `${status} with a body that is not JSON: ${body.slice(0, 120)}`
  }
  if (typeof parsed.message !== 'string' || !parsed.message || typeof parsed.code !== 'string') {
    return `${status} not in the { message, code } shape: ${body.slice(0, 200)}`
  }
  const texts = [parsed.message, ...(parsed.errors ?? []).map((e) => e.message)]
  if (texts.some((t) => ENGLISH.test(t))) return `${status} not in Spanish: ${body.slice(0, 200)}`
  if (STACK_OR_SQL.test(body)) return `${status} shows internals: ${body.slice(0, 200)}`
  return null
}

const tables = (
  await queryRows<{ name: string }>(
    app.db,
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )
).map((t) => t.name)

/** One digest per table of everything stored: a refused write must leave all of them as they were. */
async function fingerprint(): Promise<Record<string, string>> {
  const parts = tables.map(
    (t) =>
      `SELECT '${t}' AS name, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS digest FROM "${t}" x`,
  )
  const rows = await queryRows<{ name: string; digest: string }>(app.db, sql.raw(parts.join(' UNION ALL ')))
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]))
}

async function ensureSignedIn(name: Caller) {
  const user = callers[name]
  if (!user) return
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth })
  if (me.statusCode !== 200) callers[name] = name === 'staff' ? await createAdmin(ctx) : await createUser(ctx)
}

let sent = 0
let serverErrors = 0

describe('API fuzz test', () => {
  test('the OpenAPI document lists the API', () => {
    expect(operations.length).toBeGreaterThan(90)
  })

  test.each(operations.map((op, index) => [`${op.method} ${op.path}`, op, index] as const))(
    '%s answers bad input with a Spanish 4xx and changes nothing',
    async (_, op, index) => {
      const problems: string[] = []
      const cases = fc.sample(requestsFor(op), { seed: SEED + index, numRuns: CASES_PER_CALLER * 3 })
      const isWrite = op.method !== 'GET'
      for (const [i, request] of cases.entries()) {
        const caller = (['anonymous', 'customer', 'staff'] as const)[i % 3]!
        await ensureSignedIn(caller)
        const before = isWrite ? await fingerprint() : null
        const res = await app.inject({
          method: op.method as 'GET',
          url: request.url,
          headers: {
            ...callers[caller]?.auth,
            ...(request.contentType ? { 'content-type': request.contentType } : {}),
          },
          ...(request.payload !== undefined && op.method !== 'GET' ? { payload: request.payload } : {}),
        })
        sent += 1
        if (res.statusCode >= 500) serverErrors += 1
        const problem = problemWith(res.statusCode, String(res.headers['content-type'] ?? ''), res.body)
        if (problem) problems.push(`${caller} ${request.label}: ${problem}`)
        if (before && res.statusCode >= 400) {
          const after = await fingerprint()
          const changed = tables.filter((t) => before[t] !== after[t])
          if (changed.length)
            problems.push(`${caller} ${request.label}: refused ${res.statusCode} but changed ${changed}`)
        }
      }
      expect(problems.join('\n')).toBe('')
    },
  )

  test('sent at least 5,000 requests and found no 5xx', () => {
    console.info(`Fuzz: ${sent} solicitudes, ${serverErrors} respuestas 5xx (semilla ${SEED}).`)
    expect(sent).toBeGreaterThanOrEqual(5_000)
    expect(serverErrors).toBe(0)
  })
})
