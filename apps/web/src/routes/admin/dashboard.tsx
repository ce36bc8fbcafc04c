import { isAdmin } from '@vitrina/core/roles'
import { Link } from 'react-router'
import { visibleAdminNav } from '../../app/layouts/admin-nav'
import { PageHeader } from '../../components/page-header'
import { Card } from '../../components/ui/card'
import { useSessionStore } from '../../features/auth/session.store'

export function AdminDashboardPage() {
  const user = useSessionStore((state) => state.user)
  const sections = visibleAdminNav(isAdmin(user?.roles ?? []))
    .flatMap((group) => group.items)
    .filter((item) => !item.end)
  return (
    <>
      <PageHeader
        title="Panel de Control"
        description={`Hola, ${user?.username ?? ''}. ¿Qué quieres gestionar hoy?`}
      />
      <ul className="grid grid-cols-2 gap-3 xl:grid-cols-3">
        {sections.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link to={to} className="group block h-full rounded-2xl">
              <Card className="flex h-full flex-col gap-3 p-4 transition group-hover:border-primary-ink/40 group-hover:shadow-md sm:flex-row sm:items-center sm:gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary-ink">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="font-semibold text-foreground">{label}</span>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}
