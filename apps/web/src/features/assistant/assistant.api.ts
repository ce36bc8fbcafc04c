import type { ChatInput, ChatReply } from '@vitrina/core/schemas/assistant'
import { api } from '../../lib/api-client'

/** docs/product/assistant.md#chat-api: POST /api/ai/chat with the message and the earlier messages. */
export function sendChatMessage(input: ChatInput): Promise<ChatReply> {
  return api.post<ChatReply>('/ai/chat', input)
}
