import { formatCOP } from '@vitrina/core/format'
import type { ChatProduct } from '@vitrina/core/schemas/assistant'
import clsx from 'clsx'
import { Fragment, type ReactNode } from 'react'
import { generatePath, Link } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { ProductImage } from '../../../components/product-image'
import type { ChatMessage } from '../chat.store'

// Store pages an answer may name ('escríbenos en /contacto'): shown as links inside the message. A
// contact link with its form prefilled ('/contacto?asunto=...') shows as '/contacto'.
const PAGE_LINK =
  /(\/(?:producto\/\d+|tienda|contacto(?:\?[^\s»]+)?|faqs|politicas|sobre-nosotros|carrito|login|register|recuperar-contrasena|cuenta\/pedidos|cuenta\/perfil))(?=$|[\s.,;:!?)»])/g

function withLinks(text: string, onNavigate: () => void): ReactNode[] {
  return text.split(PAGE_LINK).map((part, i) =>
    i % 2 === 1 ? (
      <Link key={i} to={part} onClick={onNavigate} className="font-semibold underline underline-offset-2">
        {part.split('?')[0]}
      </Link>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  )
}

function ProductCard({ product, onOpen }: { product: ChatProduct; onOpen: () => void }) {
  return (
    <Link
      to={generatePath(paths.product, { id: String(product.id) })}
      onClick={onOpen}
      className="flex items-center gap-3 rounded-xl border border-border bg-card p-2 text-foreground transition hover:border-primary hover:shadow-sm"
    >
      <ProductImage
        imageRef={product.image_url}
        alt=""
        sizes="56px"
        className="size-14 shrink-0 rounded-lg"
      />
      <span className="min-w-0">
        <span className="line-clamp-2 text-sm font-semibold">{product.name}</span>
        <span className="text-sm font-bold text-primary-ink tabular-nums">{formatCOP(product.price)}</span>
      </span>
    </Link>
  )
}

/** One message: the shopper's on the right, the assistant's on the left with its product cards. */
export function ChatBubble({ message, onOpenProduct }: { message: ChatMessage; onOpenProduct: () => void }) {
  const mine = message.sender === 'user'
  return (
    <div className={clsx('flex flex-col gap-2', mine ? 'items-end' : 'items-start')}>
      <p
        className={clsx(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm whitespace-pre-line',
          mine ? 'rounded-br-sm bg-primary text-on-primary' : 'rounded-bl-sm bg-foreground/5 text-foreground',
        )}
      >
        <span className="sr-only">{mine ? 'Tú: ' : 'Asistente: '}</span>
        {mine ? message.text : withLinks(message.text, onOpenProduct)}
      </p>
      {message.products && (
        <ul className="grid w-full max-w-[85%] gap-2" aria-label="Productos sugeridos">
          {message.products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} onOpen={onOpenProduct} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** docs/product/assistant.md#chat-panel: shown while a reply is awaited. */
export function TypingIndicator() {
  return (
    <div
      className="flex w-fit items-center gap-1 rounded-2xl rounded-bl-sm bg-foreground/5 px-4 py-3"
      role="status"
    >
      <span className="sr-only">El asistente está escribiendo…</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-2 animate-bounce rounded-full bg-muted"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  )
}
