import { parseArgs } from 'node:util'
import { ConfigError, loadConfigWith } from '../config'
import { ensureAdmin, ensureRoles } from '../db/bootstrap'
import { openDatabase } from '../db/client'

// `npm run create-admin -- --email ana@tienda.co --password 'clave-larga'`: creates an Administrador,
// or promotes the existing account with that e-mail (its password is left as it is).
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } })

try {
  const config = loadConfigWith({ ADMIN_EMAIL: values.email, ADMIN_PASSWORD: values.password })
  if (!config.admin)
    throw new ConfigError(
      'Uso: npm run create-admin -- --email correo@tienda.co --password "clave de 8 o más"',
    )
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  await database.migrate()
  await ensureRoles(database.db)
  const outcome = await ensureAdmin(database.db, config.admin)
  console.log(
    outcome === 'created'
      ? `Administrador creado: ${config.admin.email}`
      : `${config.admin.email} ahora es Administrador.`,
  )
  await database.close()
} catch (err) {
  console.error(
    err instanceof ConfigError
      ? err.message.replaceAll('ADMIN_EMAIL', '--email').replaceAll('ADMIN_PASSWORD', '--password')
      : err,
  )
  process.exit(1)
}
