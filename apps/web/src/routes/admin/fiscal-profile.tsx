import { PageHeader } from '../../components/page-header'
import { FiscalProfileEditor } from '../../features/fiscal/components/fiscal-profile-editor'

export function AdminFiscalProfilePage() {
  return (
    <>
      <PageHeader
        title="Perfil fiscal"
        description="Razón social, NIT, responsabilidades ante la DIAN y las resoluciones de numeración de tus facturas."
      />
      <FiscalProfileEditor />
    </>
  )
}
