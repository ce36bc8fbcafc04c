import type { CartLine } from '@vitrina/core/cart'
import { effectivePrice } from '@vitrina/core/discount'
import { formatCOP } from '@vitrina/core/format'
import { ProductImage } from '../../../components/product-image'

/** What is being bought, line by line, above the totals. */
export function CheckoutItems({ lines }: { lines: readonly CartLine[] }) {
  return (
    <ul className="divide-y divide-border" aria-label="Productos del pedido">
      {lines.map((line) => (
        <li key={line.id} className="flex items-center gap-3 py-3 first:pt-0">
          <ProductImage
            imageRef={line.image_url}
            alt=""
            sizes="56px"
            className="size-14 shrink-0 rounded-lg border border-border"
          />
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-medium break-words text-foreground">{line.name}</p>
            <p className="text-muted">
              {line.quantity} × {formatCOP(effectivePrice(line))}
            </p>
          </div>
          <p className="shrink-0 text-sm font-semibold text-foreground tabular-nums">
            {formatCOP(effectivePrice(line) * line.quantity)}
          </p>
        </li>
      ))}
    </ul>
  )
}
