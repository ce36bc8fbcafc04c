import { ComingSoon } from '../../components/coming-soon'
import { PageHeader } from '../../components/page-header'

export function AdminMessagesPage() {
  return (
    <>
      <PageHeader title="Mensajes" description="Mensajes recibidos desde el formulario de contacto." />
      <ComingSoon>Muy pronto podrás leer y responder mensajes desde aquí.</ComingSoon>
    </>
  )
}
