import { useQuery } from '@tanstack/react-query'
import { bogotaDay } from '@vitrina/core/business-days'
import { ivaMonthLabel } from '@vitrina/core/iva-report'
import { ivaReportQuerySchema, type IvaReportQuery } from '@vitrina/core/schemas/iva-report'
import { FileSpreadsheet } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { EmptyState } from '../../../components/empty-state'
import { LoadState } from '../../../components/load-state'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { errorMessage } from '../../../lib/api-client'
import { ivaReportOptions, useDownloadIvaCsv } from '../reports.api'
import { IvaPeriodTable } from './iva-period-table'

/** The current month so far, in Bogotá. */
export function currentMonth(now = new Date()): IvaReportQuery {
  const today = bogotaDay(now)
  return { from: `${today.slice(0, 8)}01`, to: today }
}

/**
 * docs/product/fiscal.md#informe-de-iva (/admin/informes/iva): pick a range (the current month by default),
 * read the IVA per rate for the range and each month in it, and download the CSV for the accountant.
 */
export function IvaReportView() {
  const [draft, setDraft] = useState(currentMonth)
  const [range, setRange] = useState(draft)
  const [problem, setProblem] = useState<string | null>(null)
  const report = useQuery(ivaReportOptions(range))
  const download = useDownloadIvaCsv()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = ivaReportQuerySchema.safeParse(draft)
    setProblem(parsed.success ? null : parsed.error.issues[0]!.message)
    if (parsed.success) setRange(parsed.data)
  }

  const data = report.data
  const empty = data && data.total.totals.orders === 0 && data.total.returns === 0
  return (
    <div className="space-y-6">
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Periodo del informe"
        className="flex flex-wrap items-end gap-3"
      >
        <div className="w-full sm:w-44">
          <Field label="Desde" invalid={problem !== null}>
            {(props) => (
              <Input
                {...props}
                type="date"
                value={draft.from}
                onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
              />
            )}
          </Field>
        </div>
        <div className="w-full sm:w-44">
          <Field label="Hasta" invalid={problem !== null}>
            {(props) => (
              <Input
                {...props}
                type="date"
                value={draft.to}
                onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
              />
            )}
          </Field>
        </div>
        <Button type="submit">Consultar</Button>
        <Button
          type="button"
          variant="outline"
          disabled={!data}
          pending={download.isPending}
          pendingText="Descargando..."
          onClick={() => download.mutate(range)}
        >
          Descargar CSV
        </Button>
      </form>
      {problem && <Alert tone="error">{problem}</Alert>}
      <p className="text-sm text-muted">
        Ventas del {range.from} al {range.to} (hora de Bogotá) menos las devoluciones reembolsadas en el
        periodo. Una venta cuenta el día en que se pagó; contra entrega, el día en que se entregó; en el punto
        de venta, al cobrarla. Los pedidos cancelados no cuentan.
      </p>
      {report.isPending && <LoadState tone="loading">Cargando informe...</LoadState>}
      {report.isError && (
        <LoadState tone="error">
          {errorMessage(report.error, 'No se pudo cargar el informe de IVA.')}
        </LoadState>
      )}
      {empty && (
        <EmptyState icon={FileSpreadsheet} title="Sin ventas en este periodo">
          No hay ventas ni devoluciones entre el {range.from} y el {range.to}.
        </EmptyState>
      )}
      {data && !empty && (
        <>
          <IvaPeriodTable period={data.total} title="Total del periodo" />
          {data.months.length > 1 &&
            data.months.map((month) => (
              <IvaPeriodTable key={month.period} period={month} title={ivaMonthLabel(month.period)} />
            ))}
        </>
      )}
    </div>
  )
}
