import type { Db } from '../../db/client'
import type { Lexicon } from '../catalog/search-lexicon'
import type { StoreIndex } from './store-index'
import type { StoreKnowledge } from './store-knowledge'

/** The signed-in shopper, from the verified session (never from the message). */
export interface ChatCaller {
  id: string
  username: string
  email: string
}

/** What an engine answers from: the live database, the catalogue's vocabulary, the store's own texts. */
export interface ChatContext {
  db: Db
  lexicon: Lexicon
  knowledge: StoreKnowledge
  /** The intent classifier and the categories' texts, learnt from the store (docs/assistant.md#understanding). */
  index: StoreIndex
  caller: ChatCaller | null
}
