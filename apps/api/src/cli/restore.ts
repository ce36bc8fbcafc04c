import path from 'node:path'
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig, type Config } from '../config'
import { openDatabase } from '../db/client'
import { createStorage } from '../lib/storage/create-storage'
import { runningServer } from '../modules/ops/backup-files'
import { BackupError, restoreBackup } from '../modules/ops/backup.service'

// `npm run restore -- <carpeta> [--replace]` (docs/operations.md#backups): migrates the configured database,
// then puts back every row and the uploaded files of the backup, in one transaction. Stop the store first.
const { values, positionals } = parseArgs({
  options: { replace: { type: 'boolean', default: false } },
  allowPositionals: true,
})

async function main(config: Config) {
  const source = positionals[0]
  if (!source) throw new ConfigError('Uso: npm run restore -- <carpeta de la copia> [--replace]')
  if (!config.databaseUrl && runningServer(config.dataDir))
    throw new ConfigError('La tienda está en marcha sobre esta carpeta de datos: detenla antes de restaurar.')
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await database.migrate()
    const manifest = await restoreBackup({
      db: database.db,
      storage: createStorage(config),
      source: path.resolve(source),
      replace: values.replace,
    })
    const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0)
    console.log(`Restaurada la copia del ${manifest.createdAt}: ${rows} filas, ${manifest.uploads} archivos.`)
  } finally {
    await database.close()
  }
}

try {
  await main(loadConfig())
} catch (err) {
  console.error(err instanceof ConfigError || err instanceof BackupError ? err.message : err)
  process.exit(1)
}
