import { PageHeader } from '../../components/page-header'
import { useSessionStore } from '../../features/auth/session.store'
import { DashboardView } from '../../features/dashboard/components/dashboard-view'
import { FiscalWarnings } from '../../features/fiscal/components/fiscal-warnings'

export function AdminDashboardPage() {
  const username = useSessionStore((state) => state.user?.username)
  return (
    <>
      <PageHeader title="Panel de Control" description={`Hola, ${username ?? ''}. Así va tu tienda.`} />
      <FiscalWarnings />
      <DashboardView />
    </>
  )
}
