import { ComingSoon } from '../../components/coming-soon'
import { PageHeader } from '../../components/page-header'

export function AdminUsersPage() {
  return (
    <>
      <PageHeader
        title="Usuarios"
        description="Gestiona las cuentas y los roles del equipo y los clientes."
      />
      <ComingSoon>Muy pronto podrás gestionar usuarios y roles.</ComingSoon>
    </>
  )
}
