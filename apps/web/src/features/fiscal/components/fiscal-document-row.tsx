import { formatCOP, formatDateTime, formatOrderNumber } from '@vitrina/core/format'
import { paths } from '@vitrina/core/paths'
import { FISCAL_KIND_LABELS, type AdminFiscalDocument } from '@vitrina/core/schemas/fiscal-documents'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { toast } from '../../../lib/toast'
import { useDownloadFiscalFile, useRetryFiscalDocument } from '../fiscal-documents.api'
import { FiscalStatusPill } from './fiscal-status-pill'

/** One electronic document: what and whose, its state and what went wrong, its files, and Reintentar. */
export function FiscalDocumentRow({ doc, canRetry }: { doc: AdminFiscalDocument; canRetry: boolean }) {
  const download = useDownloadFiscalFile()
  const retry = useRetryFiscalDocument()
  const title = `${FISCAL_KIND_LABELS[doc.kind]} ${doc.number ?? '(sin número aún)'}`
  const onRetry = () =>
    retry.mutate(doc.id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error, 'No se pudo reintentar el documento.')),
    })
  const file = (url: string, type: 'application/pdf' | 'application/xml', ext: string) =>
    download.mutate({ url, type, name: `${doc.number ?? doc.id}.${ext}` })
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1 text-sm">
        <p className="font-medium break-words text-foreground">{title}</p>
        <p className="text-muted">
          <Link className="underline" to={paths.admin.orderDetail.replace(':id', doc.order_id)}>
            {`Pedido ${formatOrderNumber(doc.order_number)}`}
          </Link>
          {` · ${doc.buyer_name} · ${formatCOP(doc.total)} (IVA ${formatCOP(doc.tax)}) · ${formatDateTime(doc.created_at)}`}
        </p>
        {doc.cufe ? <p className="font-mono text-xs break-all text-muted">{`CUFE ${doc.cufe}`}</p> : null}
        {doc.cufe_alert ? <p className="break-words text-danger">{doc.cufe_alert}</p> : null}
        {doc.last_error ? (
          <p className="break-words text-danger">{`Último error (${doc.attempts} intentos): ${doc.last_error}`}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <FiscalStatusPill status={doc.status} />
        {doc.pdf_url ? (
          <Button size="sm" variant="outline" onClick={() => file(doc.pdf_url!, 'application/pdf', 'pdf')}>
            PDF
          </Button>
        ) : null}
        {doc.xml_url ? (
          <Button size="sm" variant="outline" onClick={() => file(doc.xml_url!, 'application/xml', 'xml')}>
            XML
          </Button>
        ) : null}
        {canRetry && doc.status !== 'emitida' ? (
          <Button
            size="sm"
            variant="outline"
            onClick={onRetry}
            pending={retry.isPending}
            pendingText="Enviando..."
          >
            Reintentar
          </Button>
        ) : null}
      </div>
    </li>
  )
}
