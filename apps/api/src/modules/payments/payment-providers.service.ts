import type { FastifyInstance } from 'fastify'
import { codRules } from '@vitrina/core/payment-methods'
import type {
  PaymentProvider,
  PaymentProviders,
  PaypalSettingsInput,
  ProviderCheck,
  WompiSettingsInput,
} from '@vitrina/core/schemas/provider-settings'
import { badRequest, conflict } from '../../lib/errors'
import { blockedCheckoutSummary } from '../orders/blocked-checkouts.service'
import { effectivePaypal, effectiveWompi, paypalApiBase, wompiApiBase } from './payment-providers'
import { checkPaypal, checkWompi, type ProviderCheckOutcome } from './provider-checks'
import { maskSecret, saveStoredSettings, type StoredSettings } from './provider-settings.service'

// docs/product/provider-settings.md#medios-de-pago: what 'Medios de pago' shows and saves.

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null

function stateFields(stored: StoredSettings | undefined, effective: { source: string; pinned: string[] }) {
  return {
    source: effective.source as 'entorno' | 'panel' | 'ninguno',
    pinned: effective.pinned,
    status: effective.source === 'panel' ? (stored?.status ?? null) : null,
    status_message: effective.source === 'panel' ? (stored?.statusMessage ?? null) : null,
    checked_at: effective.source === 'panel' ? iso(stored?.checkedAt) : null,
    updated_at: iso(stored?.updatedAt),
  }
}

/** Each provider as the screen shows it: where its values come from, secrets masked. */
export async function listPaymentProviders(app: FastifyInstance): Promise<PaymentProviders> {
  const stored = await app.storedProviders()
  const wompi = effectiveWompi(app.config, stored.wompi)
  const paypal = effectivePaypal(app.config, stored.paypal)
  return {
    providers: [
      {
        provider: 'wompi',
        mode: wompi.mode,
        configured: Boolean((await app.wompi()).enabled),
        public_key: wompi.options.publicKey ?? null,
        private_key: maskSecret(wompi.options.privateKey),
        integrity_secret: maskSecret(wompi.options.integritySecret),
        events_secret: maskSecret(wompi.options.eventsSecret),
        events_url: `${app.config.publicUrl}/api/payments/wompi/events`,
        ...stateFields(stored.wompi, wompi),
      },
      {
        provider: 'paypal',
        mode: paypal.mode,
        configured: Boolean((await app.paypal()).enabled),
        client_id: paypal.options.clientId ?? null,
        client_secret: maskSecret(paypal.options.clientSecret),
        ...stateFields(stored.paypal, paypal),
      },
    ],
    cod_max_total: codRules(await app.settings.map()).maxTotal,
    blocked_checkouts: await blockedCheckoutSummary(app.db),
  }
}

/** A secret left out of the form keeps the saved one, unless the mode changes (the keys change with it). */
function keptSecrets<K extends string>(
  input: NoInfer<Partial<Record<K, string>>> & { mode: string },
  stored: StoredSettings | undefined,
  fields: Record<K, string>,
): Record<K, string> {
  const secrets = {} as Record<K, string>
  const errors: { field: string; message: string }[] = []
  for (const field of Object.keys(fields) as K[]) {
    const kept = stored?.mode === input.mode ? stored.secrets[field] : undefined
    const value = input[field] ?? kept
    if (value) secrets[field] = value
    else errors.push({ field, message: `${fields[field]}: campo obligatorio.` })
  }
  if (errors.length)
    throw badRequest(
      stored && stored.mode !== input.mode
        ? 'Al cambiar de modo escribe de nuevo las llaves secretas.'
        : 'Faltan llaves secretas.',
      'VALIDATION_ERROR',
      errors,
    )
  return secrets
}

const asCheck = (outcome: ProviderCheckOutcome): ProviderCheck => ({
  ok: outcome.kind === 'ok',
  message: outcome.message,
})

/**
 * Check the keys with the provider, then save them: a refusal is answered and nothing is saved; a provider that
 * does not answer does not stop the save, which is marked 'sin_verificar'.
 */
export async function savePaymentProvider(
  app: FastifyInstance,
  userId: string,
  input: { provider: 'wompi'; body: WompiSettingsInput } | { provider: 'paypal'; body: PaypalSettingsInput },
): Promise<ProviderCheck> {
  const stored = (await app.storedProviders())[input.provider]
  const pinned =
    input.provider === 'wompi' ? effectiveWompi(app.config, stored) : effectivePaypal(app.config, stored)
  if (pinned.source === 'entorno')
    throw conflict(
      `Estas llaves están fijadas en el servidor (${pinned.pinned.join(', ')}). Cámbialas allí o pide que las quiten para editarlas aquí.`,
      'PINNED_BY_ENVIRONMENT',
    )
  let outcome: ProviderCheckOutcome
  let values: Record<string, string>
  let secrets: Record<string, string>
  if (input.provider === 'wompi') {
    const { mode, public_key } = input.body
    secrets = keptSecrets(input.body, stored, {
      private_key: 'Llave privada',
      integrity_secret: 'Secreto de integridad',
      events_secret: 'Secreto de eventos',
    })
    values = { public_key }
    outcome = await checkWompi({
      apiBase: wompiApiBase(app.config, mode),
      checkoutUrl: app.config.wompi.checkoutUrl,
      publicKey: public_key,
      privateKey: secrets.private_key,
    })
  } else {
    const { mode, client_id } = input.body
    secrets = keptSecrets(input.body, stored, { client_secret: 'Secret' })
    values = { client_id }
    outcome = await checkPaypal({
      apiBase: paypalApiBase(app.config, mode),
      clientId: client_id,
      clientSecret: secrets.client_secret,
    })
  }
  if (outcome.kind === 'refused') throw badRequest(outcome.message, 'PROVIDER_REFUSED')
  await saveStoredSettings(app.db, app.secretBox, {
    provider: input.provider,
    mode: input.body.mode,
    values,
    secrets,
    status: outcome.kind === 'ok' ? 'verificado' : 'sin_verificar',
    statusMessage: outcome.message,
    checkedAt: new Date(),
    userId,
  })
  return asCheck(outcome)
}

/** 'Probar conexión': the configuration in force now, environment or back office, asked to the provider. */
export async function checkPaymentProvider(
  app: FastifyInstance,
  provider: PaymentProvider,
): Promise<ProviderCheck> {
  const stored = await app.storedProviders()
  const effective =
    provider === 'wompi'
      ? effectiveWompi(app.config, stored.wompi)
      : effectivePaypal(app.config, stored.paypal)
  if (effective.source === 'ninguno')
    return { ok: false, message: `${provider === 'wompi' ? 'Wompi' : 'PayPal'} no está configurado todavía.` }
  return asCheck(
    provider === 'wompi'
      ? await checkWompi(effectiveWompi(app.config, stored.wompi).options)
      : await checkPaypal(effectivePaypal(app.config, stored.paypal).options),
  )
}
