import { ComingSoon } from '../../components/coming-soon'
import { PageHeader } from '../../components/page-header'

export function AdminOrdersPage() {
  return (
    <>
      <PageHeader title="Pedidos" description="Revisa los pedidos y actualiza su estado." />
      <ComingSoon>Muy pronto verás aquí los pedidos de la tienda.</ComingSoon>
    </>
  )
}
