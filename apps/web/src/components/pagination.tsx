import clsx from 'clsx'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Link, type To } from 'react-router'

/** The page numbers to show: the first, the last and the current one with its neighbours. */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount))
  const sorted = [...pages].sort((a, b) => a - b)
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? ['gap' as const, p] : [p]))
}

const itemClass =
  'flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold transition'

/** Numbered pages as links, so every page has its own shareable URL and Back works. */
export function Pagination({
  page,
  pageCount,
  to,
}: {
  page: number
  pageCount: number
  to: (page: number) => To
}) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label="Paginación" className="flex items-center justify-center gap-1">
      {page > 1 && (
        <Link to={to(page - 1)} className={clsx(itemClass, 'text-foreground hover:bg-foreground/5')}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          <span className="max-sm:sr-only">Anterior</span>
        </Link>
      )}
      <ul className="flex items-center gap-1">
        {pageWindow(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={to(p)}
                aria-label={`Página ${p}`}
                aria-current={p === page ? 'page' : undefined}
                className={clsx(
                  itemClass,
                  p === page ? 'bg-primary text-on-primary' : 'text-foreground hover:bg-foreground/5',
                )}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount && (
        <Link to={to(page + 1)} className={clsx(itemClass, 'text-foreground hover:bg-foreground/5')}>
          <span className="max-sm:sr-only">Siguiente</span>
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </nav>
  )
}

/** How many pages a list of `total` items fills at `limit` per page (at least one). */
export function pageCountOf(total: number | undefined, limit: number): number {
  return total === undefined ? 1 : Math.max(1, Math.ceil(total / limit))
}

/** The query string for another page of the same list: its filters kept, page 1 without `page`. */
export function searchWithPage(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params)
  if (page > 1) next.set('page', String(page))
  else next.delete('page')
  return `?${next.toString()}`
}
