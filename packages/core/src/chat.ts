// The chat's constants, apart from its zod schemas: the storefront's chat panel needs them without
// pulling zod into its chunk (see settings-defaults.ts for the same reason).

export const CHAT_MESSAGE_MAX = 1000
/** How many earlier messages the server reads: the panel sends the whole conversation. */
export const CHAT_HISTORY_MAX = 20
/** docs/product/assistant.md#chat-failure: the assistant message appended when a reply cannot be obtained. */
export const CHAT_FAILURE_TEXT =
  'Lo siento, estoy teniendo problemas para conectar. Inténtalo de nuevo más tarde.'
