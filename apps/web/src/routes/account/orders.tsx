import { PageHeader } from '../../components/page-header'
import { OrderHistory } from '../../features/orders/components/order-history'

export function AccountOrdersPage() {
  return (
    <>
      <PageHeader
        title="Mi Historial de Pedidos"
        description="Consulta el estado de tus compras y descarga tus recibos."
      />
      <OrderHistory />
    </>
  )
}
