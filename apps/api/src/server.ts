import { ConfigError, loadConfig } from './config'
import { buildApp } from './app'
import { openDatabase } from './db/client'
import { prepareDatabase } from './db/prepare'

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

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'cerrando: terminando las solicitudes en curso')
    try {
      await app.close()
      await database.close()
      process.exit(0)
    } catch (err) {
      app.log.error({ err }, 'error al cerrar')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
  app.log.info(
    `Tienda lista en ${config.publicUrl} (base de datos: ${database.kind === 'pglite' ? `PGlite en ${config.dataDir}/db` : 'PostgreSQL'})`,
  )
}

main().catch((err: unknown) => {
  console.error('No se pudo iniciar el servidor:', err)
  process.exit(1)
})
