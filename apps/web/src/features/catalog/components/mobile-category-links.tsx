import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Link, useLocation } from 'react-router'
import { categoryListOptions } from '../catalog.api'
import { categoryShopPath } from '../shop-filters'

/** The categories inside the mobile menu (docs/product/catalogue.md#category-menu), two to a row. */
export function MobileCategoryLinks() {
  const categories = useQuery(categoryListOptions()).data ?? []
  const headingId = useId()
  const { pathname, search } = useLocation()
  if (!categories.length) return null
  return (
    <div className="border-y border-border py-2">
      <p id={headingId} className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-muted uppercase">
        Categorías
      </p>
      <ul aria-labelledby={headingId} className="grid grid-cols-2 gap-x-2">
        {categories.map((category) => {
          const to = categoryShopPath(category.slug)
          return (
            <li key={category.id} className="min-w-0">
              <Link
                to={to}
                aria-current={pathname + search === to ? 'page' : undefined}
                className="block rounded-lg px-3 py-2.5 text-sm font-medium break-words text-foreground hover:bg-foreground/5 aria-[current=page]:bg-primary aria-[current=page]:text-on-primary"
              >
                {category.name}
              </Link>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
