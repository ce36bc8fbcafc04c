import { ComingSoon } from '../../components/coming-soon'
import { PageHeader } from '../../components/page-header'

export function AdminPoliciesPage() {
  return (
    <>
      <PageHeader title="Políticas" description="Envíos, cambios, devoluciones y privacidad." />
      <ComingSoon>Muy pronto podrás editar las políticas de la tienda.</ComingSoon>
    </>
  )
}
