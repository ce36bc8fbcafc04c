import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'

/**
 * Where the page sits; the last crumb is the page itself (docs/product/catalogue.md#product-detail: Inicio >
 * Tienda > name).
 */
export function Breadcrumb({ items }: { items: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Ruta de navegación" className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => (
          <li key={item.label} className="flex min-w-0 items-center gap-1.5">
            {index > 0 && <ChevronRight className="size-4 shrink-0" aria-hidden="true" />}
            {item.to ? (
              <Link to={item.to} className="rounded hover:text-foreground">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 font-medium text-foreground">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
