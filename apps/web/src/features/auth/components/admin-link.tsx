import clsx from 'clsx'
import { isStaff } from '@vitrina/core/roles'
import { LayoutDashboard } from 'lucide-react'
import { Link } from 'react-router'
import { NotificationDot } from '../../../components/notification-dot'
import { paths } from '@vitrina/core/paths'
import { useHasStaffAlert } from '../../realtime'
import { useSessionStore } from '../session.store'

const looks = {
  header: 'px-3 py-2',
  menu: 'mt-2 w-full justify-center py-3',
}

/** 'Panel Admin', shown to staff only (docs/product/platform.md#header, docs/product/auth.md#access). */
export function AdminLink({ look }: { look: keyof typeof looks }) {
  const staff = useSessionStore((state) => state.isAuthenticated && isStaff(state.user?.roles ?? []))
  const hasNews = useHasStaffAlert()
  if (!staff) return null
  return (
    <Link
      to={paths.admin.root}
      className={clsx(
        'inline-flex items-center gap-2 rounded-lg border border-border text-sm font-semibold text-foreground transition hover:bg-foreground/5',
        looks[look],
      )}
    >
      <LayoutDashboard className="size-4 text-primary-ink" aria-hidden="true" />
      Panel Admin
      {hasNews && <NotificationDot label="(hay novedades en el panel)" />}
    </Link>
  )
}
