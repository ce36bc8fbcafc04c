import { paths } from '@vitrina/core/paths'
import { NavLink } from 'react-router'
import { NotificationDot } from '../../components/notification-dot'
import { useHasStaffAlert } from '../../features/realtime'

const sectionClass =
  'inline-flex items-center rounded-t-lg border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-muted transition hover:text-foreground aria-[current=page]:border-primary aria-[current=page]:text-primary-ink'

/**
 * Orders and their returns, side by side under 'Pedidos' (docs/product/returns.md#staff): the returns section
 * carries the live dot of a new request, as the sidebar does.
 */
export function OrderSections() {
  const newReturns = useHasStaffAlert('returns')
  return (
    <nav aria-label="Pedidos y devoluciones" className="mb-5 flex gap-1 border-b border-border">
      <NavLink to={paths.admin.orders} end className={sectionClass}>
        Pedidos
      </NavLink>
      <NavLink to={paths.admin.returns} className={sectionClass}>
        Devoluciones
        {newReturns && <NotificationDot className="ml-2" label="(hay devoluciones nuevas)" />}
      </NavLink>
    </nav>
  )
}
