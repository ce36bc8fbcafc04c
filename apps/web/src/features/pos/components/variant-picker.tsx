import { effectivePrice } from '@vitrina/core/discount'
import { formatCOP } from '@vitrina/core/format'
import type { PosProduct, PosVariant } from '@vitrina/core/schemas/pos'
import { Dialog } from '../../../components/ui/dialog'

/** Choose the size/colour of a product with options; sold-out or fully ticketed ones cannot be chosen. */
export function VariantPicker({
  product,
  inTicket,
  onChoose,
  onClose,
}: {
  product: PosProduct | null
  /** How many of a variant the ticket already holds. */
  inTicket: (variant: PosVariant) => number
  onChoose: (product: PosProduct, variant: PosVariant) => void
  onClose: () => void
}) {
  const firstAvailable = product?.variants.find((v) => v.stock > inTicket(v))
  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      title={product ? `Elige una opción de "${product.name}"` : ''}
      description="Solo se pueden elegir las opciones con unidades disponibles."
    >
      <ul className="grid grid-cols-1 gap-2">
        {product?.variants.map((variant) => {
          const left = variant.stock - inTicket(variant)
          return (
            <li key={variant.id}>
              <button
                type="button"
                disabled={left < 1}
                data-autofocus={variant === firstAvailable ? '' : undefined}
                onClick={() => onChoose(product, variant)}
                className="flex w-full items-center justify-between gap-3 rounded-xl border border-border px-4 py-3 text-left transition hover:border-primary-ink/50 hover:bg-primary/5 disabled:cursor-not-allowed disabled:opacity-60"
              >
                <span>
                  <span className="block font-semibold text-foreground">{variant.label}</span>
                  {variant.sku && <span className="block text-xs text-muted">SKU {variant.sku}</span>}
                </span>
                <span className="text-right text-sm">
                  <span className="block font-semibold tabular-nums">
                    {formatCOP(effectivePrice(variant))}
                  </span>
                  <span className={left < 1 ? 'text-xs font-semibold text-danger' : 'text-xs text-muted'}>
                    {variant.stock < 1 ? 'Agotado' : left < 1 ? 'Todo en el ticket' : `${left} disponibles`}
                  </span>
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </Dialog>
  )
}
