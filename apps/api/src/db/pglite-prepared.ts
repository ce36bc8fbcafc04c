import type { PGlite, Transaction } from '@electric-sql/pglite'
import { fillPlaceholders } from 'drizzle-orm'
import pg from 'pg'
import type { Db, Prepared, Tx } from './client'

const keepText = (value: string) => value
const parsersByTypes = new Map<string, Record<number, typeof keepText>>()

/** PGlite parsers that keep these types' values as PostgreSQL's text, built once per list of types. */
export function textParsers(oids: number[]): Record<number, typeof keepText> {
  const key = oids.join(',')
  let parsers = parsersByTypes.get(key)
  if (!parsers) parsersByTypes.set(key, (parsers = Object.fromEntries(oids.map((oid) => [oid, keepText]))))
  return parsers
}

// Drizzle's PGlite driver keeps dates, intervals and their arrays, and numeric[], as PostgreSQL's text
// (drizzle-orm/pglite/session.js); the statements below must answer as it does.
const rawRows = {
  rowMode: 'object' as const,
  parsers: textParsers([1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182]),
}

// pg's own conversion of a value to PostgreSQL's text (arrays, dates, JSON), as it sends parameters.
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils
const literal = (value: unknown) => {
  const text = prepareValue(value)
  return text === null || text === undefined ? 'NULL' : pg.escapeLiteral(String(text))
}

/**
 * runPrepared on PGlite's thread (pglite-worker.ts): PGlite plans every statement it is sent, so each hot
 * statement is PREPAREd once in the thread's one session and then run with EXECUTE and its values as
 * literals, skipping parse and plan (docs/decisions/008-orders-stock-and-idempotency.md#pglite-thread).
 * A PREPARE outlives a rolled-back transaction, so the names kept here stay true.
 */
export function pglitePreparedRunner() {
  const ready = new Set<string>()
  return async (db: Db | Tx, statement: Prepared, values: Record<string, unknown>): Promise<unknown[]> => {
    const client = (db as unknown as { _: { session: { client: PGlite | Transaction } } })._.session.client
    const name = `"${statement.name}"`
    if (!ready.has(statement.name)) {
      await client.query(`PREPARE ${name} AS ${statement.query.sql}`)
      ready.add(statement.name)
    }
    const params = fillPlaceholders(statement.query.params, values)
    const args = params.length ? `(${params.map(literal).join(', ')})` : ''
    return (await client.query(`EXECUTE ${name}${args}`, [], rawRows)).rows
  }
}
