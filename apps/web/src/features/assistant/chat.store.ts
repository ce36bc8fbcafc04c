import { CHAT_FAILURE_TEXT, CHAT_HISTORY_MAX } from '@vitrina/core/chat'
import type { ChatProduct, ChatSender } from '@vitrina/core/schemas/assistant'
import { create } from 'zustand'
import { sendChatMessage } from './assistant.api'

export type ChatMessage = { id: number; sender: ChatSender; text: string; products?: ChatProduct[] }

type ChatState = {
  /** Who the conversation is with: login state, user and store name (docs/product/assistant.md#greeting). */
  key: string | null
  messages: ChatMessage[]
  pending: boolean
  /** Starts over with the greeting when the key changed (or on first open). */
  greet: (key: string, greeting: string) => void
  send: (text: string) => Promise<void>
  reset: () => void
}

let nextId = 0
const message = (sender: ChatSender, text: string, products?: ChatProduct[]): ChatMessage => ({
  id: ++nextId,
  sender,
  text,
  ...(products?.length ? { products } : {}),
})

/**
 * The conversation, kept while the page lives so closing and reopening the panel keeps it; not persisted
 * (the chat is not among what the device keeps, docs/product/platform.md#device-storage).
 */
export const useChatStore = create<ChatState>()((set, get) => ({
  key: null,
  messages: [],
  pending: false,
  greet: (key, greeting) => {
    if (get().key !== key) set({ key, messages: [message('ai', greeting)], pending: false })
  },
  send: async (raw) => {
    const text = raw.trim()
    const { key, messages, pending } = get()
    // docs/product/assistant.md#chat-rules: a blank message cannot be sent, nor a second one while a reply is
    // pending.
    if (!text || pending) return
    const history = messages.slice(-CHAT_HISTORY_MAX).map(({ sender, text }) => ({ sender, text }))
    set({ messages: [...messages, message('user', text)], pending: true })
    let reply: ChatMessage
    try {
      const answer = await sendChatMessage({ message: text, history })
      reply = message('ai', answer.text, answer.products)
    } catch {
      reply = message('ai', CHAT_FAILURE_TEXT)
    }
    // A conversation started over meanwhile (logout, another user) does not get the old reply.
    if (get().key === key) set((state) => ({ messages: [...state.messages, reply], pending: false }))
  },
  reset: () => set({ key: null, messages: [], pending: false }),
}))
