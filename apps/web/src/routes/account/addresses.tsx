import { ComingSoon } from '../../components/coming-soon'
import { PageHeader } from '../../components/page-header'

export function AccountAddressesPage() {
  return (
    <>
      <PageHeader
        title="Mis Direcciones"
        description="Guarda tus direcciones de envío para comprar más rápido."
      />
      <ComingSoon>Muy pronto podrás añadir y gestionar tus direcciones.</ComingSoon>
    </>
  )
}
