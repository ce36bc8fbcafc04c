import { ComingSoon } from '../../components/coming-soon'
import { PageHeader } from '../../components/page-header'

export function AdminShippingPage() {
  return (
    <>
      <PageHeader
        title="Información de Envío"
        description="Lo que los clientes ven sobre envíos en cada producto."
      />
      <ComingSoon>Muy pronto podrás editar la información de envío.</ComingSoon>
    </>
  )
}
