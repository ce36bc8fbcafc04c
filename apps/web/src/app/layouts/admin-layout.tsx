import { Menu } from 'lucide-react'
import { Suspense, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { PageLoader } from '../../components/page-loader'
import { Sheet } from '../../components/ui/sheet'
import { SkipLink } from '../../components/ui/skip-link'
import { useClearStaffAlerts } from '../../features/realtime/use-clear-staff-alerts'
import { useSetting, useStoreName } from '../../features/settings/settings.api'
import { useMediaQuery } from '../../lib/use-media-query'
import { AdminSidebar } from './admin-sidebar'

const WIDE = '(min-width: 1024px)'

/**
 * The back office frame (docs/product/back-office.md#admin-shell): sidebar on wide screens, a drawer on small
 * ones.
 */
export function AdminLayout() {
  const storeName = useStoreName()
  const title = useSetting('admin_title') || `${storeName} Admin`
  const { pathname } = useLocation()
  const wide = useMediaQuery(WIDE)
  useClearStaffAlerts(pathname)
  // The drawer belongs to the page it was opened on: following a link, going back, or widening the
  // window until the sidebar shows all close it without extra effects.
  const [openedOn, setOpenedOn] = useState<string | null>(null)
  const drawerOpen = openedOn === pathname && !wide
  const closeDrawer = () => setOpenedOn(null)

  return (
    <div className="min-h-dvh bg-background lg:grid lg:grid-cols-[17rem_minmax(0,1fr)]">
      <SkipLink targetId="contenido">Saltar al contenido principal</SkipLink>
      <aside className="sticky top-0 hidden h-dvh border-r border-border bg-card lg:block">
        <AdminSidebar title={title} />
      </aside>
      <Sheet
        open={drawerOpen}
        onClose={closeDrawer}
        label="Menú de administración"
        overlayClassName="lg:hidden"
      >
        <AdminSidebar title={title} onClose={closeDrawer} />
      </Sheet>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-border bg-card px-4 lg:hidden">
          <button
            type="button"
            onClick={() => setOpenedOn(pathname)}
            aria-label="Abrir menú de administración"
            aria-expanded={drawerOpen}
            className="flex size-10 items-center justify-center rounded-lg text-foreground hover:bg-foreground/5"
          >
            <Menu className="size-6" aria-hidden="true" />
          </button>
          <span className="truncate font-bold text-foreground">{title}</span>
        </header>
        <main
          id="contenido"
          tabIndex={-1}
          className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-10 lg:py-10"
        >
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  )
}
