import { formatCOP } from '@vitrina/core/format'
import type { OrderItem } from '@vitrina/core/schemas/orders'
import { ProductImage } from '../../../components/product-image'

/** The lines as frozen at purchase: picture, name, options, SKU, quantity, unit price and line total. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  return (
    <section aria-labelledby="productos" className="rounded-2xl border border-border bg-card shadow-sm">
      <h2 id="productos" className="border-b border-border px-5 py-4 text-lg font-bold text-foreground">
        Productos ({items.length})
      </h2>
      <ul className="divide-y divide-border">
        {items.map((item, index) => (
          <li key={index} className="flex gap-4 px-5 py-4">
            <ProductImage
              imageRef={item.image_url}
              alt=""
              sizes="64px"
              className="size-16 shrink-0 rounded-lg border border-border"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold text-foreground">{item.product_name}</p>
              {item.variant_details && <p className="text-muted">{item.variant_details}</p>}
              {item.sku && <p className="text-xs text-muted">SKU: {item.sku}</p>}
              <p className="mt-1 text-muted tabular-nums">
                {item.quantity} × {formatCOP(item.price_per_unit)}
                {item.price_per_unit < item.list_price && (
                  <>
                    {' '}
                    <s>
                      <span className="sr-only">antes </span>
                      {formatCOP(item.list_price)}
                    </s>
                  </>
                )}
              </p>
            </div>
            <p className="shrink-0 text-sm font-semibold text-foreground tabular-nums">
              {formatCOP(item.quantity * item.price_per_unit)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
