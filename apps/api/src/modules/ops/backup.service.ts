import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { queryRows, type Db, type Tx } from '../../db/client'
import { copyMissingFiles } from '../../lib/storage/copy-files'
import { diskStorage } from '../../lib/storage/disk-storage'
import type { FileStorage } from '../../lib/storage/file-storage'
import { listTables, type TableInfo } from './table-catalog'

// docs/operations.md#backups: a backup is a folder with the rows of every table as JSON lines, read in one
// repeatable-read transaction (a consistent picture while the store keeps selling), and a copy of the
// uploaded files. The same folder restores into PGlite or PostgreSQL, so it also moves a store from the
// embedded database to a server.

export const BACKUP_FORMAT = 'vitrina-backup'
const BACKUP_VERSION = 1
const INSERT_BATCH = 500

export interface BackupManifest {
  format: typeof BACKUP_FORMAT
  version: number
  createdAt: string
  database: 'pglite' | 'postgres'
  /** Rows per table, in the order they are restored (parents before children). */
  tables: Record<string, number>
  uploads: number
}

export class BackupError extends Error {}

export async function writeBackup(options: {
  db: Db
  databaseKind: BackupManifest['database']
  /** The store's uploads: the disk or the bucket. */
  storage: FileStorage
  target: string
  now?: Date
}): Promise<BackupManifest> {
  const { db, target } = options
  await mkdir(path.join(target, 'tables'), { recursive: true })
  const tables: Record<string, number> = {}
  await db.transaction(
    async (tx) => {
      for (const table of await listTables(tx)) {
        const rows = await queryRows<{ row: string }>(
          tx,
          sql`SELECT row_to_json(t)::text AS row FROM ${sql.identifier(table.name)} t`,
        )
        const lines = rows.map((r) => r.row)
        await writeFile(tableFile(target, table.name), lines.length ? `${lines.join('\n')}\n` : '')
        tables[table.name] = lines.length
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
  const { copied: uploads } = await copyMissingFiles(
    options.storage,
    diskStorage(path.join(target, 'uploads')),
  )
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: (options.now ?? new Date()).toISOString(),
    database: options.databaseKind,
    tables,
    uploads,
  }
  await writeFile(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

export async function readManifest(source: string): Promise<BackupManifest> {
  let manifest: BackupManifest
  try {
    manifest = JSON.parse(await readFile(path.join(source, 'manifest.json'), 'utf8')) as BackupManifest
  } catch {
    throw new BackupError(`${source} no es una copia de seguridad de Vitrina (falta manifest.json).`)
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION)
    throw new BackupError(`${source} tiene un formato de copia que esta versión no sabe restaurar.`)
  return manifest
}

/**
 * Replace every row of the (migrated) database with the backup's, in one transaction: all or nothing.
 * Sequences continue after the restored ids. Refuses a database that already holds users or orders
 * unless `replace` is set.
 */
export async function restoreBackup(options: {
  db: Db
  storage: FileStorage
  source: string
  replace?: boolean
}): Promise<BackupManifest> {
  const { db, source } = options
  const manifest = await readManifest(source)
  await db.transaction(async (tx) => {
    const tables = await listTables(tx)
    if (!options.replace && (await holdsStoreData(tx)))
      throw new BackupError(
        'La base de datos de destino ya tiene usuarios o pedidos. Usa --replace para sustituirlos.',
      )
    await tx.execute(
      sql.raw(`TRUNCATE ${tables.map((t) => quoteIdent(t.name)).join(', ')} RESTART IDENTITY CASCADE`),
    )
    for (const table of tables) {
      if (!(table.name in manifest.tables)) continue
      await insertRows(tx, table, await readRows(source, table.name))
      await resetSequences(tx, table)
    }
  })
  await copyMissingFiles(diskStorage(path.join(source, 'uploads')), options.storage)
  return manifest
}

async function holdsStoreData(tx: Tx): Promise<boolean> {
  const [found] = await queryRows<{ any: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM orders) AS any`,
  )
  return Boolean(found?.any)
}

async function readRows(source: string, table: string): Promise<string[]> {
  const text = await readFile(tableFile(source, table), 'utf8').catch(() => '')
  return text.split('\n').filter(Boolean)
}

async function insertRows(tx: Tx, table: TableInfo, rows: string[]): Promise<void> {
  const columns = table.columns.map(quoteIdent).join(', ')
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = `[${rows.slice(start, start + INSERT_BATCH).join(',')}]`
    await tx.execute(
      sql`INSERT INTO ${sql.identifier(table.name)} (${sql.raw(columns)})
          SELECT ${sql.raw(columns)} FROM json_populate_recordset(NULL::${sql.identifier(table.name)}, ${batch}::json)`,
    )
  }
}

async function resetSequences(tx: Tx, table: TableInfo): Promise<void> {
  for (const column of table.serialColumns) {
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence(${quoteIdent(table.name)}, ${column}),
                        COALESCE((SELECT MAX(${sql.identifier(column)}) FROM ${sql.identifier(table.name)}), 0) + 1,
                        false)`,
    )
  }
}

const tableFile = (root: string, table: string) => path.join(root, 'tables', `${table}.ndjson`)
const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`
