import { useParams } from 'react-router'
import { PageHeader } from '../../components/page-header'
import { AdminOrderDetail } from '../../features/orders/components/admin-order-detail'
import { AdminOrdersView } from '../../features/orders/components/admin-orders-view'
import { OrderSections } from './order-sections'

export function AdminOrdersPage() {
  return (
    <>
      <PageHeader
        title="Pedidos"
        description="Busca pedidos por estado, fecha, número o cliente, y actualiza su estado."
      />
      <OrderSections />
      <AdminOrdersView />
    </>
  )
}

export function AdminOrderDetailPage() {
  const { id = '' } = useParams()
  // A new key per order: nothing typed for one order (a note) carries over to the next.
  return <AdminOrderDetail key={id} id={id} />
}
