import { ComingSoon } from '../../components/coming-soon'
import { PageHeader } from '../../components/page-header'

export function AdminFaqsPage() {
  return (
    <>
      <PageHeader
        title="Preguntas Frecuentes"
        description="Las preguntas y respuestas que ven los clientes."
      />
      <ComingSoon>Muy pronto podrás gestionar las preguntas frecuentes.</ComingSoon>
    </>
  )
}
