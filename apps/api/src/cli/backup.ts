import path from 'node:path'
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig, type Config } from '../config'
import { openDatabase } from '../db/client'
import { createStorage } from '../lib/storage/create-storage'
import { backupFolderName, runningServer } from '../modules/ops/backup-files'
import { writeBackup } from '../modules/ops/backup.service'

// `npm run backup [-- --out carpeta]` (docs/operations.md#backups). PostgreSQL, or an embedded database no
// server has open: the command reads it itself. An embedded database a running server holds: the command
// asks that server (POST /api/ops/backup with OPS_TOKEN), the only process that may read it.
const { values } = parseArgs({ options: { out: { type: 'string' } } })

async function main(config: Config) {
  const server = config.databaseUrl ? undefined : runningServer(config.dataDir)
  if (server) return viaServer(config, server.port)
  const directory = path.resolve(
    values.out ?? path.join(config.dataDir, 'backups', backupFolderName(new Date())),
  )
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    const manifest = await writeBackup({
      db: database.db,
      databaseKind: database.kind,
      storage: createStorage(config),
      target: directory,
    })
    report(directory, manifest.tables, manifest.uploads)
  } finally {
    await database.close()
  }
}

async function viaServer(config: Config, port: number) {
  if (!config.opsToken)
    throw new ConfigError(
      'La tienda está en marcha con la base de datos embebida: define OPS_TOKEN (el mismo del servidor) ' +
        'para que ella haga la copia, o detén la tienda.',
    )
  if (values.out)
    throw new ConfigError('Con la tienda en marcha la copia queda en DATA_DIR/backups; quita --out.')
  const res = await fetch(`http://127.0.0.1:${port}/api/ops/backup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.opsToken}` },
  })
  const body = (await res.json()) as { directory: string; tables: Record<string, number>; uploads: number }
  if (!res.ok) throw new ConfigError(`El servidor no hizo la copia (${res.status}): ${JSON.stringify(body)}`)
  report(body.directory, body.tables, body.uploads)
}

function report(directory: string, tables: Record<string, number>, uploads: number) {
  const rows = Object.values(tables).reduce((sum, n) => sum + n, 0)
  console.log(
    `Copia de seguridad en ${directory}: ${Object.keys(tables).length} tablas, ${rows} filas, ${uploads} archivos.`,
  )
}

try {
  await main(loadConfig())
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err)
  process.exit(1)
}
