import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { fiscalNumbering } from '../../db/schema'
import { HttpError } from '../../lib/errors'
import { buildTestApp } from '../../test/build-test-app'
import { takeNextNumber } from './fiscal-numbering.service'

// docs/decisions/032-buyer-identification-and-fiscal-profile.md: consecutives are gap-free and never shared,
// under concurrency (row lock on PostgreSQL; one connection on PGlite), and a refused take consumes nothing.

const { app } = await buildTestApp()
const TODAY = '2026-06-01'
const pos = {
  kind: 'pos' as const,
  resolution_number: '18764000001',
  prefix: 'POS',
  range_from: 1,
  range_to: 1000,
  valid_from: '2026-01-01',
  valid_to: '2027-01-01',
  technical_key: null,
  next_number: 1,
}

beforeEach(async () => {
  await app.db.delete(fiscalNumbering)
  await app.db.insert(fiscalNumbering).values(pos)
})

const take = (today = TODAY) => app.db.transaction((tx) => takeNextNumber(tx, 'pos', today))
const next = async () =>
  (await app.db.select().from(fiscalNumbering).where(eq(fiscalNumbering.kind, 'pos')))[0]!.next_number
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(HttpError)
  return error as HttpError
}

describe('takeNextNumber', () => {
  test('numbers follow each other with the prefix', async () => {
    expect(await take()).toMatchObject({ number: 1, label: 'POS1', resolution_number: '18764000001' })
    expect((await take()).label).toBe('POS2')
    expect(await next()).toBe(3)
  })

  test('30 concurrent documents get 30 distinct consecutive numbers', async () => {
    const taken = await Promise.all(Array.from({ length: 30 }, () => take()))
    expect(taken.map((t) => t.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    )
    expect(await next()).toBe(31)
  })

  test('a document that rolls back gives its number back: no gaps, even among concurrent ones', async () => {
    const attempts = Array.from({ length: 20 }, (_, i) =>
      app.db
        .transaction(async (tx) => {
          const t = await takeNextNumber(tx, 'pos', TODAY)
          if (i % 3 === 0) throw new Error('the provider refused the document')
          return t.number
        })
        .catch(() => null),
    )
    const kept = (await Promise.all(attempts)).filter((n): n is number => n !== null)
    expect(kept.sort((a, b) => a - b)).toEqual(Array.from({ length: kept.length }, (_, i) => i + 1))
    expect(await next()).toBe(kept.length + 1)
  })

  test('an exhausted range is refused in Spanish and consumes nothing', async () => {
    await app.db.update(fiscalNumbering).set({ next_number: 1000 })
    expect((await take()).label).toBe('POS1000')
    const error = await refusal(take())
    expect(error.statusCode).toBe(409)
    expect(error.code).toBe('NUMBERING_EXHAUSTED')
    expect(error.message).toBe(
      'La resolución 18764000001 de documentos equivalentes POS agotó su rango (POS1 a POS1000). No se usó ningún número. Registra la nueva resolución en Perfil fiscal.',
    )
    expect(await next()).toBe(1001)
  })

  test('an expired or not yet valid resolution is refused and consumes nothing', async () => {
    const expired = await refusal(take('2027-01-02'))
    expect(expired.code).toBe('NUMBERING_EXPIRED')
    expect(expired.message).toMatch(/venció el 1 de enero de 2027\. No se usó ningún número/)
    expect((await refusal(take('2025-12-31'))).code).toBe('NUMBERING_NOT_YET_VALID')
    expect((await take('2027-01-01')).number).toBe(1)
    expect(await next()).toBe(2)
  })

  test('a kind without numbering is refused', async () => {
    const error = await refusal(app.db.transaction((tx) => takeNextNumber(tx, 'factura', TODAY)))
    expect(error.code).toBe('NUMBERING_MISSING')
    expect(error.message).toBe(
      'No hay numeración configurada para facturas electrónicas. Configúrala en Perfil fiscal.',
    )
  })
})
