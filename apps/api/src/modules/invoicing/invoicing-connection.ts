import type { Config } from '../../config'
import { createFactusProvider } from './factus.adapter'
import type { InvoicingProvider } from './invoicing-provider'

export type InvoicingConnection =
  { connected: true; provider: InvoicingProvider } | { connected: false; reason: string }

export const NOT_CONNECTED_REASON =
  'La facturación electrónica no está conectada: faltan las credenciales del proveedor (variables INVOICING_*). ' +
  'Los documentos quedan pendientes y no se emiten.'

/** The provider the environment configures, or why there is none (the back office shows it). */
export function connectInvoicing(config: Pick<Config, 'invoicing'>): InvoicingConnection {
  const { provider, clientId, clientSecret, username, password } = config.invoicing
  if (provider !== 'factus' || !clientId || !clientSecret || !username || !password)
    return { connected: false, reason: NOT_CONNECTED_REASON }
  return {
    connected: true,
    provider: createFactusProvider({
      apiBase: config.invoicing.apiBase,
      clientId,
      clientSecret,
      username,
      password,
      softwarePin: config.invoicing.softwarePin,
      timeoutMs: config.invoicing.timeoutMs,
    }),
  }
}
