import { useQuery } from '@tanstack/react-query'
import { ChevronDown } from 'lucide-react'
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Link, useLocation } from 'react-router'
import { categoryListOptions } from '../catalog.api'
import { categoryShopPath } from '../shop-filters'

/**
 * docs/product/catalogue.md#category-menu: the header's 'Categorías' menu button (WAI-ARIA menu button
 * pattern). Enter, Space or Arrow Down open it on the first category, Arrow Up on the last; inside, the arrows
 * move and wrap, Home and End jump, Escape closes it and gives focus back to the button, Tab closes it.
 */
export function CategoryMenu() {
  const categories = useQuery(categoryListOptions()).data ?? []
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLUListElement>(null)
  const { pathname, search } = useLocation()
  // Open only on the page where it was opened, so following a category closes it.
  const [openOn, setOpenOn] = useState<{ at: string; focus: 'first' | 'last' } | null>(null)
  const here = pathname + search
  const open = openOn?.at === here

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
  const focusItem = (index: number) => {
    const list = items()
    list[(index + list.length) % list.length]?.focus()
  }

  // A layout effect: the item has focus before the next key arrives (a plain effect may run after the paint, so
  // an Arrow Down pressed right after opening could still reach the button).
  useLayoutEffect(() => {
    if (!open) return
    const list = items()
    list[openOn.focus === 'first' ? 0 : list.length - 1]?.focus()
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpenOn(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, openOn?.focus])

  const show = (focus: 'first' | 'last') => setOpenOn({ at: here, focus })
  const close = (refocus: boolean) => {
    setOpenOn(null)
    if (refocus) buttonRef.current?.focus()
  }

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      show(event.key === 'ArrowDown' ? 'first' : 'last')
    }
  }

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items()
    const current = list.indexOf(document.activeElement as HTMLElement)
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(list.length - 1),
      Escape: () => close(true),
    }
    if (event.key === 'Tab') return close(false)
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    move()
  }

  if (!categories.length) return null
  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        id={`${menuId}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={onButtonKeyDown}
        className="flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-muted transition hover:text-foreground aria-expanded:text-foreground"
      >
        Categorías
        <ChevronDown className={`size-4 transition ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={`${menuId}-button`}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className="absolute top-full left-0 z-50 mt-2 max-h-[70vh] w-64 space-y-0.5 overflow-y-auto rounded-2xl border border-border bg-card p-2 shadow-xl"
      >
        {/* Drawn only while open, like the mobile menu: closed, its links cost every page's first paint. */}
        {open &&
          categories.map((category) => (
            <li key={category.id} role="none">
              <Link
                role="menuitem"
                tabIndex={-1}
                to={categoryShopPath(category.slug)}
                onClick={() => setOpenOn(null)}
                className="block rounded-lg px-3 py-2 text-sm font-medium text-foreground outline-none hover:bg-foreground/5 focus-visible:bg-primary focus-visible:text-on-primary"
              >
                {category.name}
              </Link>
            </li>
          ))}
      </ul>
    </div>
  )
}
