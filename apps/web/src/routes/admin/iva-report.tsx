import { PageHeader } from '../../components/page-header'
import { IvaReportView } from '../../features/reports/components/iva-report-view'

export function AdminIvaReportPage() {
  return (
    <>
      <PageHeader title="Informe de IVA" description="Base e IVA por tarifa y por mes, para tu contador." />
      <IvaReportView />
    </>
  )
}
