import { containerBootstrap } from '@nlpjs/core'
import { LangEs } from '@nlpjs/lang-es'
import { Nlp } from '@nlpjs/nlp'

// The shopper's intent, read by a neural classifier of NLP.js trained at start-up on example utterances
// and the store's own texts (docs/assistant.md#understanding, docs/decisions/019-assistant-nlp-library.md).

export const SHOPPER_INTENTS = [
  'product_search',
  'product_question',
  'compare',
  'availability',
  'gift',
  'occasion',
  'policy',
  'complaint',
  'shipping',
  'payment',
  'order_status',
  'store_info',
  'smalltalk',
  'out_of_scope',
  'manipulation',
] as const
export type ShopperIntent = (typeof SHOPPER_INTENTS)[number]

export interface IntentGuess {
  intent: ShopperIntent
  /** 0..1: how sure the classifier is. */
  score: number
  /** The runner-up, for the engine's tie-breaks ('¿tienen la ruana?' reads as search or availability). */
  second: ShopperIntent | null
}

export interface IntentDocument {
  text: string
  intent: ShopperIntent
}

export interface IntentClassifier {
  classify(text: string): Promise<IntentGuess>
}

interface NlpResult {
  classifications: { intent: string; score: number }[]
}

interface NlpEngine {
  addLanguage(locale: string): void
  addDocument(locale: string, text: string, intent: string): void
  train(): Promise<void>
  process(locale: string, text: string): Promise<NlpResult>
}

const isIntent = (value: string): value is ShopperIntent =>
  (SHOPPER_INTENTS as readonly string[]).includes(value)

/** Trains a classifier on the documents (a few hundred train in well under a second). */
export async function trainIntentClassifier(documents: readonly IntentDocument[]): Promise<IntentClassifier> {
  const container = await containerBootstrap()
  container.use(Nlp)
  container.use(LangEs)
  // The library's defaults, without the training log; its spell check absorbs shoppers' typos.
  container.registerConfiguration(
    'nlu-??',
    {
      keepStopwords: true,
      nonefeatureValue: 1,
      nonedeltaMultiplier: 1.2,
      spellCheck: true,
      spellCheckDistance: 1,
      filterZeros: true,
      log: false,
    },
    true,
  )
  const nlp = container.get('nlp') as NlpEngine & { settings: Record<string, unknown> }
  nlp.settings.autoSave = false
  nlp.settings.log = false
  nlp.addLanguage('es')
  for (const doc of documents) nlp.addDocument('es', doc.text, doc.intent)
  await nlp.train()
  return {
    async classify(text) {
      const result = await nlp.process('es', text)
      const ranked = result.classifications.filter((c) => isIntent(c.intent))
      const [first, second] = ranked
      return {
        intent: first && isIntent(first.intent) ? first.intent : 'out_of_scope',
        score: first?.score ?? 0,
        second: second && isIntent(second.intent) ? second.intent : null,
      }
    },
  }
}
