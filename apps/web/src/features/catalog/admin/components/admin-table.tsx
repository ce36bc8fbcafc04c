import clsx from 'clsx'
import type { ReactNode } from 'react'

export type Column<T> = {
  header: string
  cell: (row: T) => ReactNode
  /** Tailwind classes for both the header and the cells, e.g. 'hidden md:table-cell'. */
  className?: string
}

/**
 * A back-office table: a caption for screen readers, column headers, and a last column of actions.
 * Columns that do not fit a phone hide themselves through their className; a long unbroken word (a slug, an
 * SKU) wraps anywhere rather than widening the page past a phone's screen.
 */
export function AdminTable<T>({
  caption,
  rows,
  rowKey,
  columns,
  actions,
}: {
  caption: string
  rows: readonly T[]
  rowKey: (row: T) => string | number
  columns: Column<T>[]
  actions: (row: T) => ReactNode
}) {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-foreground/3 text-xs tracking-wide text-muted uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={clsx('px-4 py-3 font-semibold', column.className)}
              >
                {column.header}
              </th>
            ))}
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-middle">
              {columns.map((column) => (
                <td key={column.header} className={clsx('px-4 py-3 wrap-anywhere', column.className)}>
                  {column.cell(row)}
                </td>
              ))}
              <td className="px-4 py-3">{actions(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
