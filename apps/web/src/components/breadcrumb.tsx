import clsx from 'clsx'
import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'

/**
 * Where the page sits; the last crumb is the page itself (docs/product/catalogue.md#product-detail: Inicio >
 * Tienda > categoría > name). One line at every width: the first crumbs keep their size and the long ones
 * are cut with an ellipsis on screen only, so screen readers and the tooltip still give the whole text.
 */
export function Breadcrumb({ items }: { items: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Ruta de navegación" className="text-sm text-muted">
      <ol className="flex items-center gap-1.5">
        {items.map((item, index) => (
          <li
            key={item.label}
            className={clsx(
              'flex items-center gap-1.5',
              // The page's own crumb gives way first; a middle one keeps up to 40 % of the line.
              index === items.length - 1
                ? 'min-w-0'
                : index < 2
                  ? 'shrink-0'
                  : 'max-w-[40%] min-w-0 shrink-0',
            )}
          >
            {index > 0 && <ChevronRight className="size-4 shrink-0" aria-hidden="true" />}
            {item.to ? (
              <Link to={item.to} title={item.label} className="truncate rounded hover:text-foreground">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" title={item.label} className="truncate font-medium text-foreground">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
