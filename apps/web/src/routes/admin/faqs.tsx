import { PageHeader } from '../../components/page-header'
import { EntriesManager } from '../../features/content/components/entries-manager'
import { FAQ_KIND } from '../../features/content/entry-kinds'
import { faqAnswerAssist } from '../../features/ai-writing/components/field-assists'

export function AdminFaqsPage() {
  return (
    <>
      <PageHeader
        title="Preguntas Frecuentes"
        description="Las preguntas y respuestas que ven los clientes, en el orden que elijas."
      />
      <EntriesManager kind={FAQ_KIND} bodyAssist={faqAnswerAssist} />
    </>
  )
}
