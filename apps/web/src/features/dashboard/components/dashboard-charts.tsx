import { formatCOP, formatStoreDay } from '@vitrina/core/format'
import type { DashboardDay } from '@vitrina/core/schemas/dashboard'
import { BarChart, type BarDatum } from '../../../components/bar-chart'
import { DashboardPanel } from './stat-card'

const count = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 })

function series(days: DashboardDay[], field: 'sales' | 'visits'): BarDatum[] {
  return days.map((d) => ({
    key: d.day,
    label: formatStoreDay(d.day),
    tick: formatStoreDay(d.day, 'short'),
    value: d[field],
  }))
}

/** "total …; the best day was …", the chart's text alternative. */
function describe(days: DashboardDay[], field: 'sales' | 'visits', format: (n: number) => string) {
  const total = days.reduce((sum, d) => sum + d[field], 0)
  const best = days.reduce<DashboardDay | undefined>(
    (top, d) => (!top || d[field] > top[field] ? d : top),
    undefined,
  )
  const what = field === 'sales' ? 'Ventas' : 'Visitas'
  if (!best || total === 0) return `${what} de los últimos ${days.length} días: ninguna.`
  return `${what} de los últimos ${days.length} días: ${format(total)} en total; el mejor día fue el ${formatStoreDay(best.day)} con ${format(best[field])}.`
}

const visitCount = (n: number) => count.format(n)

/** docs/product/back-office.md#dashboard: sales over the last 30 days. */
export function SalesChart({ days }: { days: DashboardDay[] }) {
  return (
    <DashboardPanel title="Ventas de los últimos 30 días" className="lg:col-span-2">
      <BarChart
        data={series(days, 'sales')}
        formatValue={formatCOP}
        summary={describe(days, 'sales', formatCOP)}
      />
    </DashboardPanel>
  )
}

/**
 * docs/product/back-office.md#dashboard: visits per day over the last 30 days (visit tracking,
 * docs/product/platform.md#visit-tracking).
 */
export function VisitsChart({ days }: { days: DashboardDay[] }) {
  return (
    <DashboardPanel title="Visitas de los últimos 30 días" className="lg:col-span-2">
      <BarChart
        data={series(days, 'visits')}
        formatValue={visitCount}
        summary={describe(days, 'visits', (n) => `${visitCount(n)} ${n === 1 ? 'visita' : 'visitas'}`)}
        tone="accent"
      />
    </DashboardPanel>
  )
}
