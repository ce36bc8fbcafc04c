import { effectivePrice } from '@vitrina/core/discount'
import { formatCOP } from '@vitrina/core/format'
import { Minus, Plus, ShoppingBasket, Trash2 } from 'lucide-react'
import type { Dispatch } from 'react'
import { maxQuantity, type TicketAction, type TicketLine } from '../ticket'

const iconButton =
  'flex size-9 shrink-0 items-center justify-center rounded-lg border border-control text-foreground transition hover:bg-foreground/5 disabled:cursor-not-allowed disabled:opacity-40'

export const lineLabel = (line: Pick<TicketLine, 'name' | 'variant'>) =>
  line.variant ? `${line.name} (${line.variant})` : line.name

/** The ticket's lines with quantities the keyboard can change (Tab, Enter/Space on −/+, or type it). */
export function TicketLines({ lines, dispatch }: { lines: TicketLine[]; dispatch: Dispatch<TicketAction> }) {
  if (lines.length === 0)
    return (
      <p className="flex flex-col items-center gap-2 py-8 text-center text-sm text-muted">
        <ShoppingBasket className="size-8 text-primary-ink/60" aria-hidden="true" />
        El ticket está vacío. Busca o escanea un producto para empezar.
      </p>
    )
  return (
    <ul aria-label="Productos del ticket" className="divide-y divide-border">
      {lines.map((line) => {
        const label = lineLabel(line)
        const unit = effectivePrice(line)
        return (
          <li key={line.key} className="space-y-2 py-3">
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 font-medium text-foreground">{line.name}</p>
                <p className="truncate text-xs text-muted">
                  {[line.variant, line.sku && `SKU ${line.sku}`, `${formatCOP(unit)} c/u`]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <button
                type="button"
                className="-mt-1 -mr-1 flex size-9 shrink-0 items-center justify-center rounded-lg text-muted transition hover:bg-danger/10 hover:text-danger"
                aria-label={`Quitar ${label} del ticket`}
                onClick={() => dispatch({ type: 'remove', key: line.key })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </div>
            <div className="flex items-center justify-between gap-3">
              <div className="flex items-center gap-1.5">
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Quitar una unidad de ${label}`}
                  disabled={line.quantity <= 1}
                  onClick={() => dispatch({ type: 'set', key: line.key, quantity: line.quantity - 1 })}
                >
                  <Minus className="size-4" aria-hidden="true" />
                </button>
                <input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={maxQuantity(line)}
                  value={line.quantity}
                  aria-label={`Cantidad de ${label}`}
                  onChange={(event) =>
                    dispatch({ type: 'set', key: line.key, quantity: Number(event.target.value) })
                  }
                  className="h-9 w-14 rounded-lg border border-control bg-card text-center text-base tabular-nums"
                />
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Agregar una unidad de ${label}`}
                  disabled={line.quantity >= maxQuantity(line)}
                  onClick={() => dispatch({ type: 'set', key: line.key, quantity: line.quantity + 1 })}
                >
                  <Plus className="size-4" aria-hidden="true" />
                </button>
              </div>
              <p className="font-semibold tabular-nums">{formatCOP(unit * line.quantity)}</p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
