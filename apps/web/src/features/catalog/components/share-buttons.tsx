import { formatCOP } from '@vitrina/core/format'
import { Link2 } from 'lucide-react'
import { useLocation } from 'react-router'
import { toast } from '../../../lib/toast'
import { useHydrated } from '../../../lib/use-hydrated'
import { WhatsappIcon } from '../../../components/social-icons'
import { useStoreName } from '../../settings'

const buttonClass =
  'inline-flex h-10 items-center gap-2 rounded-lg border border-control px-3 text-sm font-semibold text-foreground transition hover:bg-foreground/5'

/**
 * docs/product/catalogue.md#share share: copy the page link ('¡Enlace copiado!') or send it by WhatsApp with
 * a message.
 */
export function ShareButtons({ name, price }: { name: string; price: number }) {
  const storeName = useStoreName()
  const { pathname, search } = useLocation()
  // The page's own address; its origin known once in the browser (the server drew the page without it).
  const origin = useHydrated() ? window.location.origin : ''
  const url = origin + pathname + search
  const message = `¡Mira este producto en ${storeName}! ${name} por ${formatCOP(price)}: ${url}`

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      toast.success('¡Enlace copiado!')
    } catch {
      toast.error('No se pudo copiar el enlace.')
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted">Compartir:</span>
      <button type="button" onClick={() => void copy()} className={buttonClass}>
        <Link2 className="size-4" aria-hidden="true" />
        Copiar enlace
      </button>
      <a
        href={`https://wa.me/?text=${encodeURIComponent(message)}`}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass}
      >
        <WhatsappIcon className="size-4 text-[#128C7E]" />
        WhatsApp
        <span className="sr-only">(se abre en una pestaña nueva)</span>
      </a>
    </div>
  )
}
