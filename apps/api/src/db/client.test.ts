import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { buildTestApp } from '../test/build-test-app'
import { queryRows, queryRowsReused } from './client'

// queryRowsReused (docs/decisions/025-search-at-scale.md#planning): a text that repeats runs as one named
// statement per connection on PostgreSQL, planned once. Whatever the driver, each run answers for its own
// values and the data of its moment, and texts past the limit still run.

const { app, database } = await buildTestApp()
const { db } = app

describe('queryRowsReused', () => {
  test('only its statements keep generic plans; every other statement is planned for its values', async () => {
    const mode = sql`SELECT current_setting('plan_cache_mode') AS mode`
    expect(await queryRows(db, mode)).toEqual([{ mode: 'auto' }])
    const reused = database.kind === 'postgres' ? 'force_generic_plan' : 'auto'
    expect(await queryRowsReused(db, mode)).toEqual([{ mode: reused }])
    await db.transaction(async (tx) => expect(await queryRows(tx, mode)).toEqual([{ mode: 'auto' }]))
  })

  test('the same text with new values answers for the new values, arrays included', async () => {
    const pick = (ids: number[], factor: number) =>
      queryRowsReused<{ id: number; scaled: number }>(
        db,
        sql`SELECT id, id * ${factor}::int AS scaled
          FROM unnest(${sql.param(ids)}::int[]) WITH ORDINALITY AS t(id, ord) ORDER BY ord`,
      )
    for (let run = 1; run <= 8; run++) {
      const ids = [run, run + 10, run + 20].slice(0, 1 + (run % 3))
      expect(await pick(ids, run)).toEqual(ids.map((id) => ({ id, scaled: id * run })))
    }
  })

  test('a named statement reads the rows written since its last run', async () => {
    await db.execute(sql`CREATE TABLE reused_probe (n int)`)
    const total = async () =>
      (await queryRowsReused<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM reused_probe`))[0]!
        .total
    for (let n = 0; n < 7; n++) {
      expect(await total()).toBe(n)
      await db.execute(sql`INSERT INTO reused_probe VALUES (${n})`)
    }
  })

  test('texts past the limit of named statements still run, each with its own answer', async () => {
    for (let i = 0; i < 80; i++) {
      const [row] = await queryRowsReused<{ text: number; value: number }>(
        db,
        sql`SELECT ${sql.raw(String(i))}::int AS text, ${i * 2}::int AS value`,
      )
      expect(row).toEqual({ text: i, value: i * 2 })
    }
  })
})
