import { isAdmin } from '@vitrina/core/roles'
import { ArrowLeft, LayoutDashboard, X } from 'lucide-react'
import { Link, NavLink } from 'react-router'
import { NotificationDot } from '../../components/notification-dot'
import { UserAvatar } from '../../features/auth/components/user-avatar'
import { useSessionStore } from '../../features/auth/session.store'
import { useHasStaffAlert } from '../../features/realtime/staff-alerts.store'
import { paths } from '@vitrina/core/paths'
import { visibleAdminNav } from './admin-nav'

const DOT_LABELS = {
  orders: '(hay pedidos nuevos)',
  messages: '(hay mensajes nuevos)',
  returns: '(hay devoluciones nuevas)',
  payments: '(hay pagos con problemas)',
} as const

/**
 * Sidebar content, used inline on wide screens and inside the drawer on small ones
 * (docs/product/back-office.md#admin-shell), where `onClose` adds a close button and closes the drawer when a
 * link is followed.
 */
export function AdminSidebar({ title, onClose }: { title: string; onClose?: () => void }) {
  const user = useSessionStore((state) => state.user)
  const groups = visibleAdminNav(isAdmin(user?.roles ?? []))
  const alerts = {
    orders: useHasStaffAlert('orders'),
    messages: useHasStaffAlert('messages'),
    returns: useHasStaffAlert('returns'),
    payments: useHasStaffAlert('payments'),
  }

  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center gap-2.5 border-b border-border px-5">
        <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-on-primary">
          <LayoutDashboard className="size-4" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1 truncate font-bold text-foreground">{title}</span>
        {onClose && (
          <button
            type="button"
            onClick={onClose}
            aria-label="Cerrar menú"
            className="-mr-2 flex size-10 items-center justify-center rounded-lg text-foreground hover:bg-foreground/5"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        )}
      </div>
      <nav aria-label="Administración" className="flex-1 space-y-5 overflow-y-auto px-3 py-4">
        {groups.map((group) => (
          <div key={group.title}>
            <p className="px-3 pb-1.5 text-xs font-semibold tracking-wider text-muted uppercase">
              {group.title}
            </p>
            <ul className="space-y-0.5">
              {group.items.map(({ to, label, Icon, end, alert }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={end}
                    onClick={onClose}
                    className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-foreground transition hover:bg-foreground/5 aria-[current=page]:bg-primary aria-[current=page]:text-on-primary"
                  >
                    <Icon className="size-4 shrink-0" aria-hidden="true" />
                    {label}
                    {alert && alerts[alert] && (
                      <NotificationDot className="ml-auto" label={DOT_LABELS[alert]} />
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="space-y-3 border-t border-border p-4">
        <div className="flex items-center gap-3">
          <UserAvatar imageRef={user?.profile_image_url} />
          <div className="min-w-0 text-sm">
            <p className="truncate font-semibold text-foreground">{user?.username}</p>
            <p className="truncate text-muted">{user?.roles.join(', ')}</p>
          </div>
        </div>
        <Link
          to={paths.home}
          onClick={onClose}
          className="flex items-center justify-center gap-2 rounded-lg border border-control px-3 py-2 text-sm font-semibold text-foreground transition hover:bg-foreground/5"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Volver a la tienda
        </Link>
      </div>
    </div>
  )
}
