import { PageHeader } from '../../components/page-header'
import { EntriesManager } from '../../features/content/components/entries-manager'
import { FAQ_KIND } from '../../features/content/entry-kinds'

export function AdminFaqsPage() {
  return (
    <>
      <PageHeader
        title="Preguntas Frecuentes"
        description="Las preguntas y respuestas que ven los clientes, en el orden que elijas."
      />
      {/* bodyAssist: the slot for drafting an answer ('Generar con IA') beside the answer field. */}
      <EntriesManager kind={FAQ_KIND} />
    </>
  )
}
