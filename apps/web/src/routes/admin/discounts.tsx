import { ComingSoon } from '../../components/coming-soon'
import { PageHeader } from '../../components/page-header'

export function AdminDiscountsPage() {
  return (
    <>
      <PageHeader title="Descuentos" description="Define el porcentaje de descuento de cada producto." />
      <ComingSoon>Muy pronto podrás aplicar descuentos desde aquí.</ComingSoon>
    </>
  )
}
