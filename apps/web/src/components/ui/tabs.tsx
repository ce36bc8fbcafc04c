import clsx from 'clsx'
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

export type TabItem = { id: string; label: ReactNode; content: ReactNode }

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs, only the active
 * tab is in the Tab order. `value`/`onChange` let a page open a tab from outside (e.g. a #reviews link).
 */
export function Tabs({
  items,
  label,
  value,
  onChange,
}: {
  items: TabItem[]
  label: string
  value?: string
  onChange?: (id: string) => void
}) {
  const baseId = useId()
  const [own, setOwn] = useState(items[0]?.id ?? '')
  const active = value ?? own
  const refs = useRef<Record<string, HTMLButtonElement | null>>({})
  const select = (id: string) => {
    setOwn(id)
    onChange?.(id)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.id === active)
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = items[(target + items.length) % items.length]
    if (!next) return
    select(next.id)
    refs.current[next.id]?.focus()
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-border px-4 sm:mx-0 sm:px-0"
      >
        {items.map((item) => {
          const selected = item.id === active
          return (
            <button
              key={item.id}
              ref={(node) => {
                refs.current[item.id] = node
              }}
              id={`${baseId}-${item.id}-tab`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${baseId}-${item.id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(item.id)}
              className={clsx(
                '-mb-px shrink-0 border-b-2 px-3 py-3 text-sm font-semibold whitespace-nowrap transition sm:px-4',
                selected
                  ? 'border-primary-ink text-primary-ink'
                  : 'border-transparent text-muted hover:text-foreground',
              )}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          id={`${baseId}-${item.id}-panel`}
          role="tabpanel"
          aria-labelledby={`${baseId}-${item.id}-tab`}
          hidden={item.id !== active}
          tabIndex={0}
          className="py-6 focus-visible:outline-offset-4"
        >
          {item.content}
        </div>
      ))}
    </div>
  )
}
