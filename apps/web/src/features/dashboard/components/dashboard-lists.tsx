import { formatCOP } from '@vitrina/core/format'
import { ORDER_STATUS_LABELS } from '@vitrina/core/order-status'
import { lowStockThreshold } from '@vitrina/core/low-stock'
import type { Dashboard } from '@vitrina/core/schemas/dashboard'
import { generatePath, Link } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { useSettings } from '../../settings'
import { DashboardPanel } from './stat-card'

const units = (n: number) => `${n} ${n === 1 ? 'unidad' : 'unidades'}`
const productLink = (id: number) => generatePath(paths.admin.productEdit, { id: String(id) })
const rowClass = 'flex items-center justify-between gap-3 py-2 text-sm'
const linkClass = 'block min-w-0 truncate font-medium text-foreground hover:text-primary-ink hover:underline'

function Empty({ children }: { children: string }) {
  return <p className="py-4 text-sm text-muted">{children}</p>
}

function ProductName({ id, name, variant }: { id: number | null; name: string; variant?: string | null }) {
  const text = variant ? `${name} (${variant})` : name
  return id === null ? (
    <span className="block min-w-0 truncate font-medium text-foreground">{text}</span>
  ) : (
    <Link to={productLink(id)} className={linkClass}>
      {text}
    </Link>
  )
}

export function OrdersByStatus({ rows }: { rows: Dashboard['orders_by_status'] }) {
  return (
    <DashboardPanel
      title="Pedidos por estado"
      action={
        <Link to={paths.admin.orders} className="text-sm font-medium text-primary-ink hover:underline">
          Ver pedidos
        </Link>
      }
    >
      <ul className="divide-y divide-border">
        {rows.map((row) => (
          <li key={row.status} className={rowClass}>
            <span className="text-muted">{ORDER_STATUS_LABELS[row.status]}</span>
            <span className="font-semibold tabular-nums">{row.count}</span>
          </li>
        ))}
      </ul>
    </DashboardPanel>
  )
}

export function BestSellers({ rows }: { rows: Dashboard['best_sellers'] }) {
  return (
    <DashboardPanel title="Más vendidos (30 días)">
      {rows.length === 0 ? (
        <Empty>Aún no hay ventas en los últimos 30 días.</Empty>
      ) : (
        <ol className="divide-y divide-border">
          {rows.map((row, i) => (
            <li key={`${row.product_id ?? row.product_name}`} className={rowClass}>
              <span className="flex min-w-0 items-center gap-2">
                <span className="w-5 shrink-0 text-muted tabular-nums">{i + 1}.</span>
                <ProductName id={row.product_id} name={row.product_name} />
              </span>
              <span className="shrink-0 text-right tabular-nums">
                <span className="font-semibold">{units(row.units)}</span>
                <span className="block text-xs text-muted">{formatCOP(row.revenue)}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </DashboardPanel>
  )
}

export function LowStock({ rows, total }: { rows: Dashboard['low_stock']; total: number }) {
  const { data: settings = {} } = useSettings()
  return (
    <DashboardPanel
      title="Poco stock"
      action={
        total > rows.length ? (
          <span className="text-xs text-muted">{`${rows.length} de ${total}`}</span>
        ) : null
      }
    >
      {rows.length === 0 ? (
        <Empty>{`Ningún producto tiene ${lowStockThreshold(settings)} unidades o menos.`}</Empty>
      ) : (
        <ul className="divide-y divide-border">
          {rows.map((row) => (
            <li key={`${row.product_id}-${row.variant_id ?? ''}`} className={rowClass}>
              <span className="min-w-0">
                <ProductName id={row.product_id} name={row.product_name} variant={row.variant} />
                {row.sku && <span className="block text-xs text-muted">SKU {row.sku}</span>}
              </span>
              <span
                className={
                  row.stock === 0
                    ? 'shrink-0 rounded-full bg-danger px-2 py-0.5 text-xs font-semibold text-white'
                    : 'shrink-0 font-semibold tabular-nums'
                }
              >
                {row.stock === 0 ? 'Agotado' : units(row.stock)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  )
}

export function BackInStockDemand({ rows }: { rows: Dashboard['back_in_stock_demand'] }) {
  return (
    <DashboardPanel title="Esperan reposición">
      {rows.length === 0 ? (
        <Empty>Nadie está esperando un producto agotado.</Empty>
      ) : (
        <ul className="divide-y divide-border">
          {rows.map((row) => (
            <li key={`${row.product_id}-${row.variant_id ?? ''}`} className={rowClass}>
              <span className="min-w-0">
                <ProductName id={row.product_id} name={row.product_name} variant={row.variant} />
                <span className="block text-xs text-muted">
                  {row.stock > 0 ? `Hay ${units(row.stock)}` : 'Agotado'}
                </span>
              </span>
              <span className="shrink-0 font-semibold tabular-nums">
                {`${row.waiting} ${row.waiting === 1 ? 'persona' : 'personas'}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  )
}
