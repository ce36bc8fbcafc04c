import clsx from 'clsx'
import { GitCompareArrows } from 'lucide-react'
import { useCompareStore, type CompareItem } from '../compare.store'

/**
 * Adds or removes a product from the comparison; highlighted while the product is in it
 * (docs/product/catalogue.md#product-card).
 */
export function CompareToggle({
  product,
  look = 'icon',
  className,
}: {
  product: CompareItem
  look?: 'icon' | 'button'
  className?: string
}) {
  const active = useCompareStore((state) => state.items.some((item) => item.id === product.id))
  const toggle = useCompareStore((state) => state.toggle)
  const label = active ? `Quitar ${product.name} de la comparación` : `Comparar ${product.name}`
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={look === 'icon' ? label : undefined}
      title={label}
      onClick={() => toggle(product)}
      className={clsx(
        'inline-flex items-center justify-center transition',
        look === 'icon'
          ? 'size-10 rounded-full bg-card/95 shadow-sm ring-1 ring-border backdrop-blur hover:text-primary-ink'
          : 'h-11 gap-2 rounded-lg border border-control px-4 text-sm font-semibold hover:bg-foreground/5',
        active ? 'bg-primary! text-on-primary! ring-primary' : 'text-foreground',
        className,
      )}
    >
      <GitCompareArrows className="size-5" aria-hidden="true" />
      {look === 'button' && (active ? 'Comparando' : 'Comparar')}
    </button>
  )
}
