import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config'
import { createStorage } from '../lib/storage/create-storage'
import { ensureAdmin, ensureRoles, isEmptyStore } from './bootstrap'
import type { Database } from './client'
import { seedDemoStore } from './seed/demo-store'

/** Migrations, roles, the demo store on a first start, the administrator from the environment. */
export async function prepareDatabase(
  database: Database,
  config: Config,
  log: FastifyBaseLogger,
): Promise<void> {
  await database.migrate()
  await ensureRoles(database.db)
  if (config.demoData && (await isEmptyStore(database.db))) {
    log.info('base de datos vacía: cargando la tienda de demostración')
    if (config.env === 'production' && config.demoAccounts === 'public')
      log.warn('DEMO_ACCOUNTS=public: las cuentas de demostración entran con sus contraseñas publicadas')
    await seedDemoStore(database.db, { storage: createStorage(config), accounts: config.demoAccounts })
  }
  if (config.admin) {
    const outcome = await ensureAdmin(database.db, config.admin)
    log.info({ email: config.admin.email, outcome }, 'administrador de ADMIN_EMAIL listo')
  }
}
