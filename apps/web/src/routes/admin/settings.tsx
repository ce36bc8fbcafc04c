import { ComingSoon } from '../../components/coming-soon'
import { PageHeader } from '../../components/page-header'

export function AdminSettingsPage() {
  return (
    <>
      <PageHeader
        title="Configuración"
        description="Nombre, colores, redes sociales, impuestos y envíos de la tienda."
      />
      <ComingSoon>Muy pronto podrás configurar la tienda desde aquí.</ComingSoon>
    </>
  )
}
