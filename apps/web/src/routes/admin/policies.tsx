import { PageHeader } from '../../components/page-header'
import { EntriesManager } from '../../features/content/components/entries-manager'
import { POLICY_KIND } from '../../features/content/entry-kinds'

export function AdminPoliciesPage() {
  return (
    <>
      <PageHeader
        title="Políticas"
        description="Cambios, devoluciones, garantía, privacidad: lo que ven los clientes en Nuestras Políticas."
      />
      {/* bodyAssist: the slot for drafting the content ('Generar con IA') beside the content field. */}
      <EntriesManager kind={POLICY_KIND} />
    </>
  )
}
