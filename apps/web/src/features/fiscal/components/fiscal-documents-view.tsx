import { useQuery } from '@tanstack/react-query'
import { FISCAL_DOCUMENT_KINDS } from '@vitrina/core/fiscal-document'
import { isAdmin } from '@vitrina/core/roles'
import {
  adminFiscalDocumentQuerySchema,
  FISCAL_DOCUMENT_STATUSES,
  FISCAL_KIND_LABELS,
  FISCAL_STATUS_LABELS,
} from '@vitrina/core/schemas/fiscal-documents'
import { FileText } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { EmptyState } from '../../../components/empty-state'
import { LoadState } from '../../../components/load-state'
import { pageCountOf, Pagination, searchWithPage } from '../../../components/pagination'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { errorMessage } from '../../../lib/api-client'
import { toast } from '../../../lib/toast'
import { useSessionStore } from '../../auth'
import { fiscalDocumentListOptions, useRetryFiscalDocument } from '../fiscal-documents.api'
import { FiscalDocumentRow } from './fiscal-document-row'

const PAGE_SIZE = 20
type Filter = 'tipo' | 'estado' | 'desde' | 'hasta'

/** The filters from the address bar; one the server would refuse is dropped rather than shown as an error. */
function readQuery(params: URLSearchParams) {
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const raw = {
    kind: params.get('tipo') || undefined,
    status: params.get('estado') || undefined,
    from: params.get('desde') || undefined,
    to: params.get('hasta') || undefined,
  }
  const parsed = adminFiscalDocumentQuerySchema.safeParse(raw)
  const filters = parsed.success ? parsed.data : {}
  return { page, query: { ...filters, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE } }
}

/**
 * docs/product/fiscal.md#documentos-electronicos (/admin/documentos-electronicos): every factura, POS document
 * and credit note, filtered by kind, status and date, with their files; Administrador retries what failed.
 */
export function FiscalDocumentsView() {
  const [params, setParams] = useSearchParams()
  const { page, query } = readQuery(params)
  const list = useQuery(fiscalDocumentListOptions(query))
  const retry = useRetryFiscalDocument()
  const canRetry = isAdmin(useSessionStore((state) => state.user?.roles) ?? [])
  const setFilter = (name: Filter, value: string) => {
    const next = new URLSearchParams(params)
    if (value) next.set(name, value)
    else next.delete(name)
    next.delete('page')
    setParams(next)
  }
  const sendPending = () =>
    retry.mutate('pending', {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error, 'No se pudieron enviar los pendientes.')),
    })

  return (
    <div className="space-y-4">
      {list.data && !list.data.connected ? <Alert tone="info">{list.data.connection_message}</Alert> : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect
          id="fiscal-kind"
          label="Tipo"
          value={query.kind ?? ''}
          options={FISCAL_DOCUMENT_KINDS.map((k) => [k, FISCAL_KIND_LABELS[k]])}
          onChange={(v) => setFilter('tipo', v)}
        />
        <FilterSelect
          id="fiscal-status"
          label="Estado"
          value={query.status ?? ''}
          options={FISCAL_DOCUMENT_STATUSES.map((s) => [s, FISCAL_STATUS_LABELS[s]])}
          onChange={(v) => setFilter('estado', v)}
        />
        <DateFilter
          id="fiscal-from"
          label="Desde"
          value={query.from}
          onChange={(v) => setFilter('desde', v)}
        />
        <DateFilter id="fiscal-to" label="Hasta" value={query.to} onChange={(v) => setFilter('hasta', v)} />
      </div>
      {canRetry && list.data?.connected ? (
        <Button variant="outline" onClick={sendPending} pending={retry.isPending} pendingText="Enviando...">
          Enviar pendientes
        </Button>
      ) : null}

      {list.isPending ? (
        <LoadState tone="loading">Cargando...</LoadState>
      ) : list.isError ? (
        <LoadState tone="error">
          {errorMessage(list.error, 'No se pudieron cargar los documentos electrónicos.')}
        </LoadState>
      ) : list.data.documents.length === 0 ? (
        <EmptyState icon={FileText} title="No hay documentos con estos filtros">
          Las facturas se crean cuando un pedido en línea se paga (o, contra entrega, cuando se envía) y en
          cada venta del punto de venta.
        </EmptyState>
      ) : (
        <>
          <p role="status" className="text-sm text-muted">
            {`${list.data.total} ${list.data.total === 1 ? 'documento' : 'documentos'}`}
          </p>
          <Card>
            <ul
              aria-label="Documentos electrónicos"
              className="divide-y divide-border"
              aria-busy={list.isPlaceholderData}
            >
              {list.data.documents.map((doc) => (
                <FiscalDocumentRow key={doc.id} doc={doc} canRetry={canRetry} />
              ))}
            </ul>
          </Card>
          <Pagination
            page={page}
            pageCount={pageCountOf(list.data.total, PAGE_SIZE)}
            to={(p) => searchWithPage(params, p)}
          />
        </>
      )}
    </div>
  )
}

function FilterSelect(props: {
  id: string
  label: string
  value: string
  options: [string, string][]
  onChange: (value: string) => void
}) {
  return (
    <div>
      <label htmlFor={props.id} className="mb-1.5 block text-sm font-medium text-foreground">
        {props.label}
      </label>
      <Select id={props.id} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">Todos</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
    </div>
  )
}

function DateFilter(props: {
  id: string
  label: string
  value: string | undefined
  onChange: (v: string) => void
}) {
  return (
    <div>
      <label htmlFor={props.id} className="mb-1.5 block text-sm font-medium text-foreground">
        {props.label}
      </label>
      <Input
        id={props.id}
        type="date"
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  )
}
