import { PageHeader } from '../../components/page-header'
import { AdminReturnsView } from '../../features/returns/components/admin-returns-view'
import { OrderSections } from './order-sections'

export function AdminReturnsPage() {
  return (
    <>
      <PageHeader
        title="Devoluciones"
        description="Aprueba o rechaza las solicitudes y marca como recibidas las devoluciones: el stock y el dinero vuelven solos."
      />
      <OrderSections />
      <AdminReturnsView />
    </>
  )
}
