import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { queryRows, type Db } from '../../db/client'
import { buildTestApp } from '../../test/build-test-app'
import { createAdmin, createUser } from '../../test/factories'
import { insertCategory, insertProduct } from '../../test/factories/catalog'
import { liftOrderLimits, orderId } from '../../test/factories/orders'
import { restoreBackup, writeBackup } from './backup.service'
import { listTables } from './table-catalog'

// docs/operations.md#backups: a backup taken from a store with customers, products, orders and uploads
// restores into a fresh database and data folder with the same rows, and the restored store keeps working.

const OPS_TOKEN = 'token-de-operacion-de-prueba-123'
const source = await buildTestApp({ OPS_TOKEN })
const target = await buildTestApp()

const admin = await createAdmin(source)
const customer = await createUser(source)
await liftOrderLimits(source)
const category = await insertCategory(source, 'Calzado')
const shoe = await insertProduct(source, { name: 'Tenis blancos', categoryIds: [category.id] })
await orderId(source, customer, [{ productId: shoe.id, quantity: 2 }])
mkdirSync(path.join(source.config.uploadsDir, 'products'), { recursive: true })
writeFileSync(path.join(source.config.uploadsDir, 'products', 'tenis.webp'), 'imagen')

async function counts(db: Db): Promise<Record<string, number>> {
  const tables = await db.transaction((tx) => listTables(tx))
  const entries = await Promise.all(
    tables.map(async (t) => {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`SELECT COUNT(*)::int AS n FROM ${sql.identifier(t.name)}`,
      )
      return [t.name, row!.n] as const
    }),
  )
  return Object.fromEntries(entries)
}

describe('backups', () => {
  test('the running server takes a backup for the operator token only', async () => {
    const refused = await source.app.inject({ method: 'POST', url: '/api/ops/backup', headers: admin.auth })
    expect(refused.statusCode).toBe(401)
    const res = await source.app.inject({
      method: 'POST',
      url: '/api/ops/backup',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    })
    expect(res.statusCode).toBe(200)
    const body = res.json<{ directory: string; tables: Record<string, number>; uploads: number }>()
    expect(path.dirname(body.directory)).toBe(path.join(source.config.dataDir, 'backups'))
    // The customer, the admin and the one liftOrderLimits signs in with.
    expect(body.tables).toMatchObject({ users: 3, orders: 1, products: 1 })
    expect(body.uploads).toBe(1)
    const manifest = JSON.parse(readFileSync(path.join(body.directory, 'manifest.json'), 'utf8'))
    expect(manifest).toMatchObject({ format: 'vitrina-backup', version: 1, tables: body.tables })
  })

  test('without OPS_TOKEN the backup route does not exist', async () => {
    const res = await target.app.inject({ method: 'POST', url: '/api/ops/backup' })
    expect(res.statusCode).toBe(404)
  })

  test('restores into a fresh database and data folder with the same rows and files', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'vitrina-backup-'))
    const manifest = await writeBackup({
      db: source.app.db,
      databaseKind: source.database.kind,
      storage: source.app.storage,
      target: folder,
    })
    await restoreBackup({ db: target.app.db, storage: target.app.storage, source: folder })

    const before = await counts(source.app.db)
    expect(await counts(target.app.db)).toEqual(before)
    expect(manifest.tables).toEqual(before)
    expect(readdirSync(path.join(target.config.uploadsDir, 'products'))).toEqual(['tenis.webp'])

    // The restored store signs the same customer in and its ids go on after the restored ones.
    const login = await target.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: customer.email, password: customer.password },
    })
    expect(login.statusCode).toBe(200)
    const next = await insertCategory(target, 'Accesorios')
    expect(next.id).toBeGreaterThan(category.id)
  })

  test('refuses a database that already holds a store unless told to replace it', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'vitrina-backup-'))
    await writeBackup({
      db: source.app.db,
      databaseKind: source.database.kind,
      storage: source.app.storage,
      target: folder,
    })
    await expect(
      restoreBackup({ db: target.app.db, storage: target.app.storage, source: folder }),
    ).rejects.toThrow('ya tiene usuarios o pedidos')
    await restoreBackup({
      db: target.app.db,
      storage: target.app.storage,
      source: folder,
      replace: true,
    })
    expect(await counts(target.app.db)).toEqual(await counts(source.app.db))
  })

  test('a folder that is not a backup is refused in Spanish', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'vitrina-nada-'))
    await expect(
      restoreBackup({ db: target.app.db, storage: target.app.storage, source: folder }),
    ).rejects.toThrow('no es una copia de seguridad de Vitrina')
  })
})
