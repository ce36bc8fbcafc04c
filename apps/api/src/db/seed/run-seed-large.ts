import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../../config'
import { createStorage } from '../../lib/storage/create-storage'
import { ensureRoles, isEmptyStore } from '../bootstrap'
import { openDatabase } from '../client'
import { seedDemoStore } from './demo-store'
import { seedLargeCatalogue } from './large-catalogue'

// `npm run seed:large -- --products 10000`: add a large generated catalogue for benchmarks. An empty
// store gets the demo store first, so the catalogue has its categories, accounts and reviewers.

function productCount(): number {
  let count = Number.NaN
  try {
    count = Number(parseArgs({ options: { products: { type: 'string', default: '10000' } } }).values.products)
  } catch {
    // An unknown flag falls through to the usage message below.
  }
  if (Number.isInteger(count) && count >= 1 && count <= 1_000_000) return count
  throw new ConfigError('Uso: npm run seed:large -- --products 10000 (entre 1 y 1.000.000 productos)')
}

try {
  const count = productCount()
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  const storage = createStorage(config)
  try {
    await database.migrate()
    await ensureRoles(database.db)
    if (await isEmptyStore(database.db)) {
      console.log('La tienda está vacía: primero se cargan los datos de demostración.')
      await seedDemoStore(database.db, { storage, accounts: config.demoAccounts })
    }
    const started = Date.now()
    const added = await seedLargeCatalogue(database.db, { storage, products: count })
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(`${added.toLocaleString('es-CO')} productos generados en ${seconds} s.`)
  } finally {
    await database.close()
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err)
  process.exit(1)
}
