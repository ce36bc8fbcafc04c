import { parseArgs } from 'node:util'
import { startFakeFactus } from '../test/fake-factus'

// `npm run fake:invoicing -- --port 4100`: the Factus stand-in alone, for trying the store against it
// (docs/operations.md#electronic-invoicing). It prints the INVOICING_* values that connect the store to it.
const { values } = parseArgs({ options: { port: { type: 'string', default: '4100' } } })
const port = Number(values.port)
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  console.error('Uso: npm run fake:invoicing -- --port 4100')
  process.exit(1)
}
const fake = await startFakeFactus({ port })
const { clientId, clientSecret, username, password } = fake.credentials
console.log(`Simulador de Factus escuchando en ${fake.url}`)
console.log('Conecta la tienda con estas variables:')
for (const [name, value] of Object.entries({
  INVOICING_PROVIDER: 'factus',
  INVOICING_API_BASE: fake.url,
  INVOICING_CLIENT_ID: clientId,
  INVOICING_CLIENT_SECRET: clientSecret,
  INVOICING_USERNAME: username,
  INVOICING_PASSWORD: password,
  INVOICING_SOFTWARE_PIN: fake.softwarePin,
}))
  console.log(`  ${name}=${value}`)
console.log(
  'Rangos de numeración:',
  fake.ranges.map((r) => `${r.prefix} (${r.document}, id ${r.id})`).join(', '),
)
const stop = () => void fake.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
