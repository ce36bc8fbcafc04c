import { PageHeader } from '../../components/page-header'
import { SettingsEditor } from '../../features/settings/components/settings-editor'

export function AdminSettingsPage() {
  return (
    <>
      <PageHeader
        title="Configuración"
        description="Nombre, colores, anuncios, redes sociales, publicidad, contacto, impuestos y envíos de la tienda."
      />
      <SettingsEditor />
    </>
  )
}
