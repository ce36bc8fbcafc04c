import { PageHeader } from '../../components/page-header'
import { UsersView } from '../../features/users/components/users-view'

export function AdminUsersPage() {
  return (
    <>
      <PageHeader
        title="Usuarios"
        description="Gestiona las cuentas y los roles del equipo y los clientes. Los cambios de rol y las desactivaciones cierran las sesiones abiertas de esa cuenta."
      />
      <UsersView />
    </>
  )
}
