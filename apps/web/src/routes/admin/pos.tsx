import { ComingSoon } from '../../components/coming-soon'
import { PageHeader } from '../../components/page-header'

export function AdminPosPage() {
  return (
    <>
      <PageHeader title="Punto de Venta" description="Registra ventas en el local." />
      <ComingSoon>Muy pronto podrás vender en el local desde aquí.</ComingSoon>
    </>
  )
}
