import { useQuery } from '@tanstack/react-query'
import { formatCOP, formatStoreDay } from '@vitrina/core/format'
import type { Dashboard } from '@vitrina/core/schemas/dashboard'
import { CalendarDays, CalendarRange, Eye, HandCoins, Mail, Receipt, TrendingUp } from 'lucide-react'
import { paths } from '@vitrina/core/paths'
import { LoadState } from '../../../components/load-state'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { dashboardOptions } from '../dashboard.api'
import { SalesChart, VisitsChart } from './dashboard-charts'
import { BackInStockDemand, BestSellers, LowStock, OrdersByStatus } from './dashboard-lists'
import { StatCard } from './stat-card'
import { PaymentIssuesPanel } from './payment-issues-panel'

const count = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 })
const orders = (n: number) => `${count.format(n)} ${n === 1 ? 'venta' : 'ventas'}`

/** docs/product/back-office.md#dashboard: the store at a glance, in Bogotá days. */
export function DashboardView() {
  const query = useQuery(dashboardOptions())
  if (query.isPending) return <LoadState tone="loading">Cargando...</LoadState>
  if (query.isError)
    return (
      <div className="space-y-3">
        <LoadState tone="error">
          {errorMessage(query.error, 'No se pudieron cargar las cifras del panel.')}
        </LoadState>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Reintentar
        </Button>
      </div>
    )
  return <DashboardFigures data={query.data} />
}

function DashboardFigures({ data }: { data: Dashboard }) {
  const { sales, visits } = data
  return (
    <div className="space-y-4 sm:space-y-6">
      <p className="text-sm text-muted">
        {`Cifras al ${formatStoreDay(data.today)} (hora de Colombia). Cuentan como ventas los pedidos no cancelados; los pagados con PayPal, cuando PayPal confirma el pago.`}
      </p>
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <StatCard
          label="Ventas de hoy"
          value={formatCOP(sales.today.total)}
          detail={orders(sales.today.orders)}
          Icon={TrendingUp}
        />
        <StatCard
          label="Últimos 7 días"
          value={formatCOP(sales.last7.total)}
          detail={orders(sales.last7.orders)}
          Icon={CalendarDays}
        />
        <StatCard
          label="Últimos 30 días"
          value={formatCOP(sales.last30.total)}
          detail={orders(sales.last30.orders)}
          Icon={CalendarRange}
        />
        <StatCard
          label="Ticket promedio"
          value={formatCOP(data.average_ticket)}
          detail="Últimos 30 días"
          Icon={Receipt}
        />
        <StatCard
          label="Contra entrega por cobrar"
          value={formatCOP(data.cash_on_delivery.amount)}
          detail={`${count.format(data.cash_on_delivery.orders)} ${data.cash_on_delivery.orders === 1 ? 'pedido sin entregar' : 'pedidos sin entregar'}`}
          Icon={HandCoins}
          to={paths.admin.orders}
        />
        <StatCard
          label="Mensajes nuevos"
          value={count.format(data.new_messages)}
          detail="Sin leer en la bandeja"
          Icon={Mail}
          to={paths.admin.messages}
        />
        <StatCard
          label="Visitas de hoy"
          value={count.format(visits.today)}
          detail={`7 días: ${count.format(visits.last7)} · 30 días: ${count.format(visits.last30)}`}
          Icon={Eye}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-3">
        <SalesChart days={data.daily} />
        <OrdersByStatus rows={data.orders_by_status} />
        <VisitsChart days={data.daily} />
        <BestSellers rows={data.best_sellers} />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-2">
        <LowStock rows={data.low_stock} total={data.low_stock_total} />
        <BackInStockDemand rows={data.back_in_stock_demand} />
        <PaymentIssuesPanel />
      </div>
    </div>
  )
}
