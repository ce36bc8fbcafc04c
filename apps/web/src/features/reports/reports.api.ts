import { queryOptions, useMutation } from '@tanstack/react-query'
import type { IvaReport, IvaReportQuery } from '@vitrina/core/schemas/iva-report'
import { api } from '../../lib/api-client'
import { saveFile } from '../../lib/save-file'
import { toast } from '../../lib/toast'

// docs/product/fiscal.md#informe-de-iva: GET /api/admin/reports/iva and its CSV.

export const reportKeys = {
  all: ['reports'] as const,
  iva: (range: IvaReportQuery) => [...reportKeys.all, 'iva', range] as const,
}

const query = ({ from, to }: IvaReportQuery) => `from=${from}&to=${to}`

export const ivaReportOptions = (range: IvaReportQuery) =>
  queryOptions({
    queryKey: reportKeys.iva(range),
    queryFn: ({ signal }) => api.get<IvaReport>(`/admin/reports/iva?${query(range)}`, { signal }),
    staleTime: 60_000,
  })

/** 'Descargar CSV': the same range as the screen, saved as informe-iva-{from}-a-{to}.csv. */
export function useDownloadIvaCsv() {
  return useMutation({
    mutationFn: async (range: IvaReportQuery) => {
      const csv = await api.getFile(`/admin/reports/iva.csv?${query(range)}`, 'text/csv')
      saveFile(csv, `informe-iva-${range.from}-a-${range.to}.csv`)
    },
    onError: () => toast.error('No se pudo descargar el informe.'),
  })
}
