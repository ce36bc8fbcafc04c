import { ConfigError, loadConfig } from './config'
import { buildApp } from './app'
import { openDatabase } from './db/client'
import { prepareDatabase } from './db/prepare'
import { formatDemoAccounts } from './db/seed/demo-accounts'
import { announceServer } from './modules/ops/backup-files'

// Start-up: validate the configuration, open and migrate the database, load the demo store on an
// empty one, listen; on SIGTERM/SIGINT stop accepting, drain requests and close the database.
async function main() {
  let config
  try {
    config = loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  const app = await buildApp({ config, database })
  await prepareDatabase(database, config, app.log)

  let forgetServer = () => {}
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'cerrando: terminando las solicitudes en curso')
    try {
      await app.close()
      await database.close()
      forgetServer()
      process.exit(0)
    } catch (err) {
      app.log.error({ err }, 'error al cerrar')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  const address = await app.listen({ port: config.port, host: config.host })
  // The backup command finds a store that holds the embedded database open (docs/operations.md#backups).
  if (database.kind === 'pglite') forgetServer = announceServer(config.dataDir, Number(new URL(address).port))
  const where = database.kind === 'pglite' ? `PGlite en ${config.dataDir}/db` : 'PostgreSQL'
  app.log.info({ url: config.publicUrl, database: database.kind }, 'tienda lista')
  // For the person who just started the store, last and as plain text: the address and, with the demo
  // data, the accounts to sign in with.
  const accounts = config.demoData ? `\n${formatDemoAccounts(config.demoAccounts)}\n` : ''
  console.log(`\nTienda lista en ${config.publicUrl} (base de datos: ${where})\n${accounts}`)
}

main().catch((err: unknown) => {
  console.error('No se pudo iniciar el servidor:', err)
  process.exit(1)
})
