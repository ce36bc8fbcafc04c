import { ComingSoon } from '../../components/coming-soon'
import { PageHeader } from '../../components/page-header'

export function AccountOrdersPage() {
  return (
    <>
      <PageHeader
        title="Mi Historial de Pedidos"
        description="Consulta el estado de tus compras y descarga tus recibos."
      />
      <ComingSoon>Muy pronto verás aquí todos tus pedidos.</ComingSoon>
    </>
  )
}
