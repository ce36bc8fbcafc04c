import { PageHeader } from '../../components/page-header'
import { MailSettingsEditor } from '../../features/settings/components/mail-settings-editor'

export function AdminMailSettingsPage() {
  return (
    <>
      <PageHeader
        title="Correo"
        description="El servidor SMTP con el que la tienda envía confirmaciones de pedidos, avisos y recuperación de contraseñas."
      />
      <MailSettingsEditor />
    </>
  )
}
