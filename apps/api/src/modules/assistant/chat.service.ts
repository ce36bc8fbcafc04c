import type { ChatHistoryEntry, ChatReply } from '@vitrina/core/schemas/assistant'
import { lexiconSource } from '../catalog/search-lexicon'
import { listCategories } from '../categories/categories.service'
import type { AssistantDeps } from './assistant-deps'
import { builtinReply } from './builtin-engine'
import type { ChatCaller, ChatContext } from './chat-context'
import { REFUSALS, refusalReason } from './chat-guard'
import { continueHandoff } from './complaint-handoff'
import { modelReply } from './model-engine'
import { answerBargain } from './service-answers'
import { asksToBargain } from './shopper-entities'
import { storeIndexSource } from './store-index'
import { loadStoreKnowledge } from './store-knowledge'

export interface ChatService {
  reply(message: string, history: readonly ChatHistoryEntry[], caller: ChatCaller | null): Promise<ChatReply>
}

/**
 * POST /api/ai/chat behind one interface (docs/product/assistant.md#engines): the language model when one is
 * configured, the built-in engine otherwise, and the built-in engine whenever the model fails or runs out of
 * time. Refusals come first, so a message fishing for secrets never reaches a model.
 */
export function createChatService(deps: AssistantDeps): ChatService {
  const lexicon = lexiconSource(deps.db, deps.changes)
  const categories = () => listCategories(deps.db)
  const index = storeIndexSource(deps.db, deps.changes)

  return {
    async reply(message, history, caller) {
      const refusal = refusalReason(message)
      if (refusal) return { text: REFUSALS[refusal] }
      // docs/product/assistant.md#service-answers: prices are never changed in the chat, by either engine.
      if (asksToBargain(message)) return { text: answerBargain() }
      // docs/product/assistant.md#complaints: 'sí, envíalo' after a complaint sends it to staff, either engine.
      const handoff = await continueHandoff(deps, message, history, caller)
      if (handoff) return handoff
      const knowledge = await loadStoreKnowledge(deps.db, await deps.settings.map(), await deps.providers())
      const ctx: ChatContext = {
        db: deps.db,
        lexicon: await lexicon(),
        knowledge,
        index: await index(knowledge),
        caller,
      }
      if (deps.model) {
        try {
          return await modelReply(
            deps.model,
            ctx,
            categories,
            message,
            history,
            AbortSignal.timeout(deps.timeoutMs),
          )
        } catch (err) {
          deps.log.warn({ err }, 'El modelo de lenguaje falló; responde el asistente integrado')
        }
      }
      return builtinReply(ctx, message, history)
    },
  }
}
