import { MessageCircle, X } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'

// The panel is its own chunk, fetched on the first open (or when the pointer or focus reaches the
// button): the storefront's first download carries only this button.
const loadPanel = () => import('./chat-panel')
const ChatPanel = lazy(async () => ({ default: (await loadPanel()).ChatPanel }))

const PANEL_ID = 'asistente-virtual'

/**
 * docs/product/assistant.md#floating-assistant: the round button fixed at the bottom-right that opens or
 * closes the assistant's chat.
 */
export function AssistantButton() {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <ChatPanel id={PANEL_ID} onClose={close} />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        aria-label={open ? 'Cerrar el asistente virtual' : 'Abrir el asistente virtual'}
        className="fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-primary text-on-primary shadow-lg transition hover:brightness-110 active:scale-95"
      >
        {open ? (
          <X className="size-6" aria-hidden="true" />
        ) : (
          <MessageCircle className="size-7" aria-hidden="true" />
        )}
      </button>
    </>
  )
}
