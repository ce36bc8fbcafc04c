import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { ChangeBus } from '../../lib/change-bus'
import type { SettingsCache } from '../settings/settings-cache'
import type { ModelClient } from './model-client'
import type { PaymentProviders } from './store-knowledge'

/** What the chat and the writing helpers need from the app (docs/product/assistant.md#engines). */
export interface AssistantDeps {
  db: Db
  changes: ChangeBus
  settings: SettingsCache
  /** Which online payment providers have their keys set. */
  providers: () => Promise<PaymentProviders>
  /** The language model, or null for the built-in engine only. */
  model: ModelClient | null
  timeoutMs: number
  log: FastifyBaseLogger
}
