import clsx from 'clsx'
import { RotateCcw, ShieldCheck, Truck } from 'lucide-react'

// The store's standing promises (docs/product/catalogue.md#trust-icons trust icons), shown wherever a shopper
// weighs a purchase.
const points = [
  { Icon: Truck, title: 'Envío rápido', text: 'Despachamos tu pedido lo antes posible.' },
  {
    Icon: ShieldCheck,
    title: 'Garantía incluida',
    text: 'Todos los productos están respaldados por la tienda.',
  },
  { Icon: RotateCcw, title: 'Devolución fácil', text: 'Si algo no te convence, lo resolvemos contigo.' },
]

export function TrustPoints({
  className,
  itemClassName = 'shadow-lg',
}: {
  className?: string
  itemClassName?: string
}) {
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
