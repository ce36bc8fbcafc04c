import { formatCOP, formatDateTime } from '@vitrina/core/format'
import { FISCAL_KIND_LABELS, type OrderFiscalDocument } from '@vitrina/core/schemas/fiscal-documents'
import { FileDown } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { useDownloadFiscalFile } from '../fiscal-documents.api'
import { FiscalStatusPill } from './fiscal-status-pill'

/**
 * docs/product/fiscal.md#documentos: an order's electronic documents (its factura or POS document, and credit
 * notes), each with its number, status and, once the DIAN validated it, its PDF.
 */
export function OrderFiscalDocuments({ documents }: { documents: readonly OrderFiscalDocument[] }) {
  const download = useDownloadFiscalFile()
  if (documents.length === 0) return null
  return (
    <section aria-labelledby="fiscal-documents-title" className="space-y-2">
      <h2 id="fiscal-documents-title" className="text-base font-semibold text-foreground">
        Documentos electrónicos
      </h2>
      <ul className="divide-y divide-border rounded-xl border border-border">
        {documents.map((doc) => {
          const title = `${FISCAL_KIND_LABELS[doc.kind]}${doc.number ? ` ${doc.number}` : ''}`
          return (
            <li key={doc.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
              <div className="min-w-0 space-y-0.5">
                <p className="font-semibold break-words text-foreground">{title}</p>
                <p className="text-muted">
                  {formatCOP(doc.total)}
                  {doc.issued_at ? ` · ${formatDateTime(doc.issued_at)}` : ''}
                </p>
                {doc.cufe ? <p className="font-mono text-xs break-all text-muted">CUFE {doc.cufe}</p> : null}
              </div>
              <div className="flex shrink-0 items-center gap-2">
                <FiscalStatusPill status={doc.status} />
                {doc.pdf_url ? (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Descargar PDF de ${title}`}
                    pending={download.isPending && download.variables?.url === doc.pdf_url}
                    pendingText="Descargando..."
                    onClick={() =>
                      download.mutate({
                        url: doc.pdf_url!,
                        name: `${doc.number ?? doc.id}.pdf`,
                        type: 'application/pdf',
                      })
                    }
                  >
                    <FileDown className="size-4" aria-hidden="true" />
                    PDF
                  </Button>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
