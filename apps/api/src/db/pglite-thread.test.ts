import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { openPglite, queryRows } from './client'
import { HttpError } from '../lib/errors'
import { PgliteThread } from './pglite-thread'
import { categories } from './schema'

// The server's PGlite runs on a worker thread (docs/decisions/008-orders-stock-and-idempotency.md#pglite-thread).
// Through Drizzle it must behave as PGlite in one thread: the migrations, Drizzle's value types, transactions
// that commit or roll back (savepoints too), other queries waiting while one is open, and PostgreSQL's
// error fields, which the error handler turns into 409s and 400s.

const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-thread-'))
const thread = await PgliteThread.start(dir)
const database = openPglite(thread)
const { db } = database
await database.migrate()

afterAll(async () => {
  await database.close()
  rmSync(dir, { recursive: true, force: true })
})

const names = async () => (await db.select().from(categories).orderBy(categories.name)).map((c) => c.name)

describe('PGlite on its own thread', () => {
  test('Drizzle reads and writes rows with their types, dates as PostgreSQL writes them', async () => {
    const [row] = await db.insert(categories).values({ name: 'Camisetas', slug: 'camisetas' }).returning()
    expect(row).toMatchObject({ name: 'Camisetas', slug: 'camisetas' })
    const [raw] = await queryRows<{ ids: number[]; doc: { a: number }; at: string }>(
      db,
      sql`SELECT ${sql.param([3, 1, 2])}::int[] AS ids, '{"a": 1}'::json AS doc, now() AS at`,
    )
    expect(raw).toMatchObject({ ids: [3, 1, 2], doc: { a: 1 } })
    expect(typeof raw!.at).toBe('string')
  })

  test('a transaction commits, a failing one rolls back, and so does a failing savepoint', async () => {
    await db.transaction(async (tx) => {
      await tx.insert(categories).values({ name: 'Jeans', slug: 'jeans' })
      await expect(
        tx.transaction(async (inner) => {
          await inner.insert(categories).values({ name: 'Gorras', slug: 'gorras' })
          throw new Error('sin gorras')
        }),
      ).rejects.toThrow('sin gorras')
    })
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(categories).values({ name: 'Bolsos', slug: 'bolsos' })
        throw new Error('sin bolsos')
      }),
    ).rejects.toThrow('sin bolsos')
    expect(await names()).toEqual(['Camisetas', 'Jeans'])
  })

  test('a query from outside waits until the open transaction ends, then sees what it committed', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    let inserted!: () => void
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve))
    const writing = db.transaction(async (tx) => {
      await tx.insert(categories).values({ name: 'Velas', slug: 'velas' })
      inserted()
      await gate
    })
    await insertedYet
    let outside: string[] | null = null
    const reading = names().then((list) => (outside = list))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(outside).toBeNull()
    release()
    await writing
    await reading
    expect(outside).toEqual(['Camisetas', 'Jeans', 'Velas'])
  })

  test("PostgreSQL's error fields cross the thread: a duplicate slug is a unique violation", async () => {
    const err = (await db
      .insert(categories)
      .values({ name: 'Otra', slug: 'jeans' })
      .then(
        () => null,
        (e: unknown) => e,
      )) as (Error & { cause?: { code?: string; constraint?: string } }) | null
    expect(err).toBeInstanceOf(Error)
    expect(err!.cause).toMatchObject({ code: '23505', constraint: 'categories_slug_unique' })
    await db.delete(categories).where(eq(categories.slug, 'velas'))
    expect(await names()).toEqual(['Camisetas', 'Jeans'])
  })

  test("a procedure runs whole on the thread, and its refusals come back as the server's errors", async () => {
    await expect(thread.call('orders.nope', [])).rejects.toThrow('Procedimiento desconocido: orders.nope')
    const refusal = await thread
      .call('orders.place', [
        {
          customer: { id: '6f1c2b9e-1d2a-4b8c-9e3f-0a1b2c3d4e5f', username: 'Ana', email: 'ana@example.co' },
          input: { shipping_address_id: 999, items: [], payment_method: 'contra_entrega' },
          settings: {},
          zones: [],
          lines: [{ productId: 999, variantId: null, quantity: 1 }],
        },
      ])
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(refusal).toBeInstanceOf(HttpError)
    expect(refusal).toMatchObject({ statusCode: 404 })
  })

  test('after closing, a query fails with a Spanish message instead of waiting forever', async () => {
    const otherDir = mkdtempSync(path.join(tmpdir(), 'vitrina-thread-'))
    const other = await PgliteThread.start(otherDir)
    await other.close()
    await expect(other.query('SELECT 1')).rejects.toThrow('La base de datos embebida se detuvo')
    rmSync(otherDir, { recursive: true, force: true })
  })
})
