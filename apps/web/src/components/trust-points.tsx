import clsx from 'clsx'
import { CLAIM_DEFAULTS } from '@vitrina/core/store-claims'
import { RotateCcw, ShieldCheck, Truck } from 'lucide-react'

// The store's standing promises (docs/product/catalogue.md#trust-icons trust icons), shown wherever a shopper
// weighs a purchase; their titles are the merchant's settings, an empty one hidden
// (docs/product/consumer-rights.md#promesas-de-la-tienda).
const POINTS = [
  { Icon: Truck, key: 'claim_trust_shipping', text: 'Despachamos tu pedido lo antes posible.' },
  {
    Icon: ShieldCheck,
    key: 'claim_trust_warranty',
    text: 'Todos los productos están respaldados por la tienda.',
  },
  { Icon: RotateCcw, key: 'claim_trust_returns', text: 'Si algo no te convence, lo resolvemos contigo.' },
] as const

export function TrustPoints({
  settings,
  className,
  itemClassName = 'shadow-lg',
}: {
  /** The public settings (with their defaults). */
  settings: Readonly<Record<string, string | undefined>>
  className?: string
  itemClassName?: string
}) {
  const points = POINTS.map(({ key, ...point }) => ({
    ...point,
    title: (settings[key] ?? CLAIM_DEFAULTS[key]).trim(),
  })).filter(({ title }) => title)
  return (
    <ul className={clsx('grid gap-3', className)}>
      {points.map(({ Icon, title, text }) => (
        <li key={title} className={clsx('flex items-start gap-4 rounded-2xl bg-card p-4', itemClassName)}>
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary-ink">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span>
            <span className="block font-semibold text-foreground">{title}</span>
            <span className="block text-sm text-muted">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
