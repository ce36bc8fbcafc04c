import { PageHeader } from '../../components/page-header'
import { DeletionRequestsTable } from '../../features/privacy/components/deletion-requests-table'

export function AdminDataRequestsPage() {
  return (
    <>
      <PageHeader
        title="Solicitudes de datos"
        description="Clientes que pidieron eliminar su cuenta. La ley da 15 días hábiles para atenderlas: las vencidas aparecen primero."
      />
      <DeletionRequestsTable />
    </>
  )
}
