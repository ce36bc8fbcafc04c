import { Menu, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { NavLink, useLocation } from 'react-router'
import { NotificationDot } from '../../components/notification-dot'
import { useSessionStore } from '../../features/auth/session.store'
import { AdminLink } from '../../features/auth/components/admin-link'
import { useHasStaffAlert } from '../../features/realtime/staff-alerts.store'
import { MobileCategoryLinks } from '../../features/catalog/components/mobile-category-links'
import { paths } from '@vitrina/core/paths'
import { storeNav } from './store-nav'

const infoLinks = [
  { to: paths.about, label: 'Sobre nosotros' },
  { to: paths.faqs, label: 'Preguntas frecuentes' },
  { to: paths.contact, label: 'Contacto' },
]

const itemClass =
  'block rounded-lg px-3 py-3 text-base font-medium text-foreground hover:bg-foreground/5 aria-[current=page]:bg-primary aria-[current=page]:text-on-primary'

/**
 * The collapsible menu of narrow screens (docs/product/platform.md#mobile-menu): a disclosure under the
 * header. Opening moves focus to the first link; Escape closes it and returns focus to the toggle; following
 * a link closes it.
 */
export function MobileMenu() {
  const panelId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const { pathname } = useLocation()
  // Open only on the page where it was opened, so any navigation (link, back button) closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null)
  const open = openedOn === pathname
  // The red dot of 'Panel Admin' (docs/product/platform.md#mobile-menu) shows on the toggle too, since the
  // link hides inside the menu.
  const hasNews = useHasStaffAlert()

  useEffect(() => {
    if (!open) return
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenedOn(null)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  const Icon = open ? X : Menu
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="relative flex size-10 items-center justify-center rounded-lg text-foreground hover:bg-foreground/5 lg:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={hasNews ? 'Menú (hay novedades en el panel)' : 'Menú'}
        onClick={() => setOpenedOn(open ? null : pathname)}
      >
        <Icon className="size-6" aria-hidden="true" />
        {hasNews && <NotificationDot className="absolute top-1.5 right-1.5" />}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-border bg-card shadow-lg lg:hidden"
      >
        {/* Drawn only while open: closed, its thirty-odd links cost a phone's first paint for nothing
            (docs/decisions/023-static-assets-and-first-paint.md). */}
        {open && <MenuLinks onFollow={() => setOpenedOn(null)} />}
      </div>
    </>
  )
}

// Any followed link closes the menu, including the one to the page already shown.
function MenuLinks({ onFollow }: { onFollow: () => void }) {
  const loggedIn = useSessionStore((state) => state.isAuthenticated)
  return (
    <nav
      aria-label="Menú móvil"
      className="mx-auto max-w-7xl space-y-1 px-4 py-3"
      onClick={(event) => {
        if (event.target instanceof Element && event.target.closest('a')) onFollow()
      }}
    >
      {storeNav.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.end} className={itemClass}>
          {item.label}
        </NavLink>
      ))}
      <MobileCategoryLinks />
      {infoLinks.map((item) => (
        <NavLink key={item.to} to={item.to} className={itemClass}>
          {item.label}
        </NavLink>
      ))}
      <NavLink to={paths.cart} className={itemClass}>
        Carrito
      </NavLink>
      <NavLink to={loggedIn ? paths.account.profile : paths.login} className={itemClass}>
        {loggedIn ? 'Mi cuenta' : 'Iniciar sesión'}
      </NavLink>
      <AdminLink look="menu" />
    </nav>
  )
}
