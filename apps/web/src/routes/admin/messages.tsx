import { PageHeader } from '../../components/page-header'
import { InboxView } from '../../features/contact/components/inbox-view'

export function AdminMessagesPage() {
  return (
    <>
      <PageHeader
        title="Mensajes"
        description="Lo que te escriben desde la página de contacto: léelo, responde por correo y archiva."
      />
      <InboxView />
    </>
  )
}
