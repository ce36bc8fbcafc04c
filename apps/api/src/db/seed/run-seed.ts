import { ConfigError, loadConfig } from '../../config'
import { createStorage } from '../../lib/storage/create-storage'
import { ensureRoles, isEmptyStore } from '../bootstrap'
import { openDatabase } from '../client'
import { formatDemoAccounts } from './demo-accounts'
import { seedDemoStore } from './demo-store'

// `npm run seed`: load the demo store into an empty database; a store with data is left untouched.

try {
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await database.migrate()
    await ensureRoles(database.db)
    if (await isEmptyStore(database.db)) {
      const started = Date.now()
      await seedDemoStore(database.db, { storage: createStorage(config), accounts: config.demoAccounts })
      console.log(`Tienda de demostración creada en ${((Date.now() - started) / 1000).toFixed(1)} s.`)
      console.log(formatDemoAccounts(config.demoAccounts))
    } else {
      console.log('La tienda ya tiene productos o usuarios: no se cargaron los datos de demostración.')
    }
  } finally {
    await database.close()
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err)
  process.exit(1)
}
