import { formatCOP } from '@vitrina/core/format'
import type { IvaReportPeriod } from '@vitrina/core/schemas/iva-report'

const money = (pesos: number) => formatCOP(pesos)

/**
 * One period of the IVA report: a row per rate (sales, returns refunded, net), the total, and the shipping
 * apart because it is outside the IVA base. The table scrolls inside its box on a phone, never the page.
 */
export function IvaPeriodTable({ period, title }: { period: IvaReportPeriod; title: string }) {
  const { totals, shipping } = period
  return (
    <section aria-label={title} className="space-y-2">
      <h2 className="text-lg font-bold text-foreground">{title}</h2>
      {/* A focusable box so keyboard users can scroll a wide table on a phone. */}
      <div
        className="overflow-x-auto rounded-2xl border border-border"
        tabIndex={0}
        role="region"
        aria-label={`${title}: tabla`}
      >
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">IVA por tarifa: {title}</caption>
          <thead className="bg-foreground/3 text-left text-xs uppercase text-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                Tarifa
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Pedidos
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Base ventas
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                IVA ventas
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Base devoluciones
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                IVA devoluciones
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Base neta
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                IVA neto
              </th>
            </tr>
          </thead>
          <tbody>
            {period.rows.map((row) => (
              <tr key={`${row.kind}:${row.rate}`} className="border-t border-border">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {row.label}
                </th>
                <Amounts values={row} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-border font-bold">
              <th scope="row" className="px-3 py-2 text-left">
                Total
              </th>
              <Amounts values={totals} />
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="text-sm text-muted">
        Envíos (fuera de la base de IVA): cobrados {money(shipping.charged)}, devueltos{' '}
        {money(shipping.refunded)}, neto {money(shipping.net)}. Devoluciones reembolsadas: {period.returns}.
      </p>
    </section>
  )
}

function Amounts({ values }: { values: IvaReportPeriod['totals'] }) {
  const cells = [
    values.sales_base,
    values.sales_tax,
    values.returns_base,
    values.returns_tax,
    values.base,
    values.tax,
  ]
  return (
    <>
      <td className="px-3 py-2 text-right tabular-nums">{values.orders}</td>
      {cells.map((value, i) => (
        <td key={i} className="px-3 py-2 text-right tabular-nums whitespace-nowrap">
          {money(value)}
        </td>
      ))}
    </>
  )
}
