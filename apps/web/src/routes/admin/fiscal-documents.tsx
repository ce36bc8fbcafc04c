import { PageHeader } from '../../components/page-header'
import { FiscalDocumentsView } from '../../features/fiscal/components/fiscal-documents-view'

export function AdminFiscalDocumentsPage() {
  return (
    <>
      <PageHeader
        title="Documentos electrónicos"
        description="Facturas electrónicas, documentos equivalentes POS y notas crédito enviados a la DIAN por el proveedor de facturación."
      />
      <FiscalDocumentsView />
    </>
  )
}
