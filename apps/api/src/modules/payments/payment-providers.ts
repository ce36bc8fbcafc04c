import type { PaypalOptions } from '../../lib/paypal'
import type { WompiOptions } from '../../lib/wompi'
import type { Config } from '../../config'
import type { StoredSettings } from './provider-settings.service'

// docs/product/provider-settings.md#environment-wins: the configuration a payment client uses, read at use
// time. Keys set in the environment win over the back office's, and an API address set there pins it.

export const WOMPI_API_BASES = {
  test: 'https://sandbox.wompi.co/v1',
  production: 'https://production.wompi.co/v1',
} as const
export const PAYPAL_API_BASES = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const

export type Source = 'entorno' | 'panel' | 'ninguno'

/** WOMPI_API_BASE when the operator pinned it, else the address of the mode. */
export const wompiApiBase = (config: Config, mode: keyof typeof WOMPI_API_BASES) =>
  config.wompi.apiBase ?? WOMPI_API_BASES[mode]
export const paypalApiBase = (config: Config, mode: keyof typeof PAYPAL_API_BASES) =>
  config.paypal.apiBase ?? PAYPAL_API_BASES[mode]

export interface EffectiveWompi {
  options: WompiOptions
  mode: keyof typeof WOMPI_API_BASES
  source: Source
  pinned: string[]
}

export interface EffectivePaypal {
  options: PaypalOptions
  mode: keyof typeof PAYPAL_API_BASES
  source: Source
  pinned: string[]
}

const wompiModeOf = (mode: string | null | undefined) => (mode === 'production' ? 'production' : 'test')
const paypalModeOf = (mode: string | null | undefined) => (mode === 'live' ? 'live' : 'sandbox')

export function effectiveWompi(config: Config, stored: StoredSettings | undefined): EffectiveWompi {
  const env = config.wompi
  const pinned = env.publicKey
    ? ['WOMPI_PUBLIC_KEY', 'WOMPI_PRIVATE_KEY', 'WOMPI_INTEGRITY_SECRET', 'WOMPI_EVENTS_SECRET']
    : []
  if (env.apiBase) pinned.push('WOMPI_API_BASE')
  const fromEnv = Boolean(env.publicKey)
  const keys = fromEnv
    ? {
        publicKey: env.publicKey,
        privateKey: env.privateKey,
        integritySecret: env.integritySecret,
        eventsSecret: env.eventsSecret,
      }
    : {
        publicKey: stored?.values.public_key as string | undefined,
        privateKey: stored?.secrets.private_key,
        integritySecret: stored?.secrets.integrity_secret,
        eventsSecret: stored?.secrets.events_secret,
      }
  // Wompi's keys name their environment; stored keys come with the mode chosen beside them.
  const mode = fromEnv
    ? env.publicKey?.startsWith('pub_prod_')
      ? 'production'
      : 'test'
    : wompiModeOf(stored?.mode)
  return {
    options: { ...keys, apiBase: wompiApiBase(config, mode), checkoutUrl: env.checkoutUrl },
    mode,
    source: fromEnv ? 'entorno' : stored ? 'panel' : 'ninguno',
    pinned,
  }
}

export function effectivePaypal(config: Config, stored: StoredSettings | undefined): EffectivePaypal {
  const env = config.paypal
  const pinned = env.clientId ? ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'] : []
  if (env.apiBase) pinned.push('PAYPAL_API_BASE')
  const fromEnv = Boolean(env.clientId)
  const mode = fromEnv
    ? env.apiBase === PAYPAL_API_BASES.live
      ? 'live'
      : 'sandbox'
    : paypalModeOf(stored?.mode)
  return {
    options: {
      clientId: fromEnv ? env.clientId : (stored?.values.client_id as string | undefined),
      clientSecret: fromEnv ? env.clientSecret : stored?.secrets.client_secret,
      apiBase: paypalApiBase(config, mode),
    },
    mode,
    source: fromEnv ? 'entorno' : stored ? 'panel' : 'ninguno',
    pinned,
  }
}
