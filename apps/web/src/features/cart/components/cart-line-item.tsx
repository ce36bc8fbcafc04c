import type { CartLine } from '@vitrina/core/cart'
import { effectivePrice } from '@vitrina/core/discount'
import { orderLimits } from '@vitrina/core/order-limits'
import { formatCOP } from '@vitrina/core/format'
import { Minus, Plus, Trash2 } from 'lucide-react'
import { generatePath, Link } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { Price } from '../../../components/price'
import { ProductImage } from '../../../components/product-image'
import { useSettings } from '../../settings'
import { useCartStore } from '../cart.store'

const stepClass =
  'flex size-9 items-center justify-center rounded-md text-foreground transition hover:bg-foreground/5 disabled:cursor-not-allowed disabled:opacity-40'

/** A cart line (docs/product/cart-and-totals.md#cart-page): image, name, price, minus/plus and remove. */
export function CartLineItem({ line }: { line: CartLine }) {
  const increase = useCartStore((state) => state.increase)
  const decrease = useCartStore((state) => state.decrease)
  const remove = useCartStore((state) => state.remove)
  const href = generatePath(paths.product, { id: String(line.productId) })
  const { data: settings = {} } = useSettings()
  const maxUnits = orderLimits(settings).order_max_units_per_line
  // The server checks stock and the store's per-order limit at checkout; here the plus stops at what was
  // in stock when added, and at that limit (docs/security.md "Stock hoarding").
  const atStock = line.stock_quantity > 0 && line.quantity >= line.stock_quantity
  const atLimit = line.quantity >= maxUnits

  return (
    <li className="flex gap-4 py-5 first:pt-0 last:pb-0">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <ProductImage
          imageRef={line.image_url}
          alt=""
          sizes="112px"
          className="size-20 rounded-xl border border-border sm:size-28"
        />
      </Link>
      <div className="min-w-0 flex-1 space-y-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <Link to={href} className="rounded font-semibold text-foreground hover:text-primary-ink">
              {line.name}
            </Link>
            <Price price={line.price} discountPrice={line.discount_price} size="sm" />
          </div>
          <button
            type="button"
            onClick={() => remove(line.id)}
            aria-label={`Eliminar ${line.name} del carrito`}
            className="-mt-1 -mr-2 flex size-9 shrink-0 items-center justify-center rounded-lg text-muted transition hover:bg-danger/10 hover:text-danger"
          >
            <Trash2 className="size-4.5" aria-hidden="true" />
          </button>
        </div>
        <div className="flex items-center justify-between gap-3">
          <div
            className="flex items-center rounded-lg border border-control"
            role="group"
            aria-label={`Cantidad de ${line.name}`}
          >
            <button
              type="button"
              onClick={() => decrease(line.id)}
              aria-label={`Quitar una unidad de ${line.name}`}
              className={stepClass}
            >
              <Minus className="size-4" aria-hidden="true" />
            </button>
            <output aria-live="polite" className="w-9 text-center text-sm font-semibold tabular-nums">
              {line.quantity}
            </output>
            <button
              type="button"
              onClick={() => increase(line.id)}
              disabled={atStock || atLimit}
              aria-label={`Añadir una unidad de ${line.name}`}
              className={stepClass}
            >
              <Plus className="size-4" aria-hidden="true" />
            </button>
          </div>
          <p className="font-bold text-foreground tabular-nums">
            {formatCOP(effectivePrice(line) * line.quantity)}
          </p>
        </div>
        {line.quantity > maxUnits ? (
          <p role="alert" className="text-sm text-danger">
            Puedes comprar hasta {maxUnits} unidades de este producto por pedido.
          </p>
        ) : atLimit ? (
          <p className="text-sm text-muted">Máximo {maxUnits} unidades por pedido.</p>
        ) : null}
      </div>
    </li>
  )
}
