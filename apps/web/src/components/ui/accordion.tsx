import clsx from 'clsx'
import { ChevronDown } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'

export type AccordionItem = { id: string | number; title: ReactNode; content: ReactNode }

/** Disclosure buttons over regions (WAI-ARIA accordion); several may be open at once. */
export function Accordion({
  items,
  defaultOpen = [],
  headingLevel = 3,
}: {
  items: AccordionItem[]
  defaultOpen?: (string | number)[]
  /** The level of the item headings, to follow the page's outline. */
  headingLevel?: 2 | 3 | 4
}) {
  const Heading = `h${headingLevel}` as const
  const [open, setOpen] = useState(() => new Set(defaultOpen))
  const baseId = useId()
  const toggle = (id: string | number) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })

  return (
    <div className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      {items.map((item) => {
        const expanded = open.has(item.id)
        const buttonId = `${baseId}-${item.id}-button`
        const panelId = `${baseId}-${item.id}-panel`
        return (
          <div key={item.id}>
            <Heading>
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-foreground transition hover:bg-foreground/[0.03] sm:px-6"
              >
                <span>{item.title}</span>
                <ChevronDown
                  className={clsx(
                    'size-5 shrink-0 text-muted transition-transform',
                    expanded && 'rotate-180',
                  )}
                  aria-hidden="true"
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 text-muted sm:px-6"
            >
              {item.content}
            </div>
          </div>
        )
      })}
    </div>
  )
}
