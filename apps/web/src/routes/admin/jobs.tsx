import { PageHeader } from '../../components/page-header'
import { JobsView } from '../../features/jobs/components/jobs-view'

export function AdminJobsPage() {
  return (
    <>
      <PageHeader
        title="Tareas en segundo plano"
        description="Correos y revisiones automáticas de pedidos. Una tarea que falla se reintenta sola varias veces; si aún así falla, aparece aquí para que la reintentes."
      />
      <JobsView />
    </>
  )
}
