import { PageHeader } from '../../components/page-header'
import { EntriesManager } from '../../features/content/components/entries-manager'
import { POLICY_KIND } from '../../features/content/entry-kinds'
import { policyContentAssist } from '../../features/ai-writing/components/field-assists'

export function AdminPoliciesPage() {
  return (
    <>
      <PageHeader
        title="Políticas"
        description="Cambios, devoluciones, garantía, privacidad: lo que ven los clientes en Nuestras Políticas."
      />
      <EntriesManager kind={POLICY_KIND} bodyAssist={policyContentAssist} />
    </>
  )
}
