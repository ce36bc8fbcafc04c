import { CHAT_MESSAGE_MAX } from '@vitrina/core/chat'
import { SendHorizontal, X } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useSessionStore } from '../../auth'
import { useStoreName } from '../../settings'
import { useChatStore } from '../chat.store'
import { ChatBubble, TypingIndicator } from './chat-messages'

/**
 * docs/product/assistant.md#greeting: the username or a generic hello, who the assistant is, and an offer to
 * help.
 */
export function greetingFor(username: string | null, storeName: string): string {
  return `¡Hola${username ? `, ${username}` : ''}! Soy el asistente virtual de ${storeName}. ¿En qué puedo ayudarte hoy? Puedo buscar productos por ti o resolver tus dudas sobre envíos, pagos y pedidos.`
}

/**
 * docs/product/assistant.md#chat-panel: the chat panel (about 90% of the viewport width up to a small
 * maximum, 70% of its height up to 600 px), 'Asistente Virtual', the conversation scrolled to the newest
 * message, a typing indicator while a reply is awaited, and the message box. Escape closes it.
 */
export function ChatPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const user = useSessionStore((state) => state.user)
  const isAuthenticated = useSessionStore((state) => state.isAuthenticated)
  const storeName = useStoreName()
  const { messages, pending, greet, send } = useChatStore()
  const [draft, setDraft] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const log = useRef<HTMLDivElement>(null)

  // docs/product/assistant.md#greeting: the greeting is rebuilt when the login state, the user or the store
  // name changes.
  const username = isAuthenticated ? (user?.username ?? null) : null
  const key = JSON.stringify([isAuthenticated, user?.id ?? null, username, storeName])
  useEffect(() => greet(key, greetingFor(username, storeName)), [greet, key, username, storeName])

  useEffect(() => input.current?.focus(), [])
  // Scroll the conversation itself (scrollIntoView would also move the page behind it on phones).
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight
  }, [messages, pending])

  const blank = draft.trim() === ''
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (blank || pending) return
    setDraft('')
    void send(draft)
  }

  return (
    <section
      id={id}
      role="dialog"
      aria-labelledby={`${id}-titulo`}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      className="fixed right-4 bottom-22 z-40 flex h-[70vh] max-h-[600px] w-[90vw] max-w-sm flex-col overflow-hidden rounded-2xl border border-border bg-card text-foreground shadow-2xl"
    >
      <header className="flex items-center justify-between gap-2 bg-primary px-4 py-3 text-on-primary">
        <h2 id={`${id}-titulo`} className="text-base font-bold">
          Asistente Virtual
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Cerrar el chat"
          className="flex size-9 items-center justify-center rounded-full transition hover:bg-white/15"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </header>

      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label="Conversación"
        className="min-h-0 flex-1 space-y-3 overflow-y-auto overscroll-contain px-3 py-4"
      >
        {messages.map((m) => (
          <ChatBubble key={m.id} message={m} onOpenProduct={closeOnPhones(onClose)} />
        ))}
        {pending && <TypingIndicator />}
      </div>

      <form noValidate onSubmit={submit} className="flex items-center gap-2 border-t border-border p-3">
        <input
          ref={input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder="Escribe un mensaje..."
          aria-label="Mensaje para el asistente"
          autoComplete="off"
          enterKeyHint="send"
          className="h-11 min-w-0 flex-1 rounded-full border border-control bg-background px-4 text-sm text-foreground placeholder:text-muted"
        />
        <button
          type="submit"
          disabled={blank || pending}
          aria-label="Enviar mensaje"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-on-primary transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <SendHorizontal className="size-5" aria-hidden="true" />
        </button>
      </form>
    </section>
  )
}

// On a phone the panel covers most of the page: opening a product closes it so the product is seen.
const closeOnPhones = (onClose: () => void) => () => {
  if (!window.matchMedia('(min-width: 640px)').matches) onClose()
}
