import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { openPglite, prepared } from './client'
import { pgliteExtensions } from './pglite-extensions'
import { pglitePreparedRunner } from './pglite-prepared'

// PGlite's thread runs the hot statements PREPAREd once and EXECUTEd with their values as literals
// (pglite-prepared.ts): every kind of value must arrive as the driver would have sent it, quotes and
// backslashes included, and the statement must survive a transaction that rolled back.

const client = await PGlite.create({ extensions: pgliteExtensions })
const { db } = openPglite(client)
const run = pglitePreparedRunner()
afterAll(() => client.close())

const echo = prepared(
  'echo',
  sql`SELECT ${sql.placeholder('ids')}::int[] AS ids, ${sql.placeholder('name')}::text AS name,
    ${sql.placeholder('id')}::uuid AS id, ${sql.placeholder('doc')}::jsonb AS doc,
    ${sql.placeholder('flag')}::boolean AS flag, ${sql.placeholder('none')}::text AS none, now() AS at`,
)

describe('PREPAREd statements on PGlite', () => {
  test('arrays, text with quotes and backslashes, uuids, JSON, booleans and nulls arrive intact', async () => {
    const values = {
      ids: [3, 1, 2],
      name: `Jean d'Arc \\ "azul" {1}`,
      id: '6f1c2b9e-1d2a-4b8c-9e3f-0a1b2c3d4e5f',
      doc: JSON.stringify({ a: "l'b", n: [1, 2] }),
      flag: true,
      none: null,
    }
    for (let run_ = 0; run_ < 2; run_++) {
      const [row] = (await run(db, echo, values)) as Record<string, unknown>[]
      expect(row).toMatchObject({ ...values, doc: { a: "l'b", n: [1, 2] } })
      expect(typeof row!.at).toBe('string')
    }
  })

  test('a statement first prepared in a transaction that rolled back still runs afterwards', async () => {
    const add = prepared('add-one', sql`SELECT ${sql.placeholder('n')}::int + 1 AS n`)
    await expect(
      db.transaction(async (tx) => {
        expect(await run(tx, add, { n: 1 })).toEqual([{ n: 2 }])
        throw new Error('deshacer')
      }),
    ).rejects.toThrow('deshacer')
    expect(await run(db, add, { n: 41 })).toEqual([{ n: 42 }])
  })
})
