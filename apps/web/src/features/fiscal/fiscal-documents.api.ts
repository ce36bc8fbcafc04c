import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  AdminFiscalDocumentList,
  AdminFiscalDocumentQuery,
} from '@vitrina/core/schemas/fiscal-documents'
import { api } from '../../lib/api-client'
import { saveFile } from '../../lib/save-file'
import { toast } from '../../lib/toast'

// docs/product/fiscal.md#documentos-electronicos: the back office's electronic documents, their retry, and
// the download of a document's PDF or XML (customer or staff: the answer's own link).

export const fiscalDocumentKeys = {
  all: ['fiscal-documents'] as const,
  list: (query: AdminFiscalDocumentQuery) => [...fiscalDocumentKeys.all, 'list', query] as const,
}

export const fiscalDocumentListOptions = (query: AdminFiscalDocumentQuery) =>
  queryOptions({
    queryKey: fiscalDocumentKeys.list(query),
    queryFn: ({ signal }) => api.get<AdminFiscalDocumentList>('/admin/fiscal-documents', { query, signal }),
    placeholderData: keepPreviousData,
  })

/** An answer's link ('/api/…') as the client's path. */
const clientPath = (url: string) => url.replace(/^\/api/, '')

export function useDownloadFiscalFile() {
  return useMutation({
    mutationFn: async (file: { url: string; name: string; type: 'application/pdf' | 'application/xml' }) =>
      saveFile(await api.getFile(clientPath(file.url), file.type), file.name),
    onError: () => toast.error('No se pudo descargar el documento.'),
  })
}

export function useRetryFiscalDocument() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number | 'pending') =>
      api.post<{ message: string }>(
        id === 'pending' ? '/admin/fiscal-documents/retry-pending' : `/admin/fiscal-documents/${id}/retry`,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: fiscalDocumentKeys.all }),
  })
}
