import { useQuery } from '@tanstack/react-query'
import { formatDateTime, orderNumber } from '@vitrina/core/format'
import { PAYMENT_ISSUE_LABELS } from '@vitrina/core/schemas/payment-issues'
import { Link } from 'react-router'
import { pathTo, paths } from '@vitrina/core/paths'
import { paymentIssuesOptions } from '../../returns'
import { DashboardPanel } from './stat-card'

const PROVIDERS: Record<string, string> = { paypal: 'PayPal', wompi: 'Wompi' }

/**
 * docs/product/payment-alerts.md#list 'Pagos con problemas': payments that did not fit their order, and
 * whether the money already went back.
 */
export function PaymentIssuesPanel() {
  const issues = useQuery(paymentIssuesOptions())
  const rows = issues.data ?? []
  return (
    <DashboardPanel title="Pagos con problemas">
      {issues.isError ? (
        <p className="py-4 text-sm text-danger">No se pudieron cargar los pagos con problemas.</p>
      ) : rows.length === 0 ? (
        <p className="py-4 text-sm text-muted">Ningún pago con problemas. Todo cuadra.</p>
      ) : (
        <ul className="divide-y divide-border text-sm">
          {rows.slice(0, 10).map((issue) => (
            <li key={issue.id} className="space-y-0.5 py-2.5">
              <p className="font-medium text-foreground">
                {PAYMENT_ISSUE_LABELS[issue.kind]} · {PROVIDERS[issue.provider] ?? issue.provider}
                {issue.order_id && (
                  <>
                    {' · '}
                    <Link
                      className="text-primary-ink underline"
                      to={pathTo(paths.admin.orderDetail, { id: issue.order_id })}
                    >
                      Pedido #{orderNumber(issue.order_id)}
                    </Link>
                  </>
                )}
              </p>
              <p className="break-all text-muted">
                {formatDateTime(issue.created_at)} · {issue.refund_note ?? 'Revisando el reembolso...'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  )
}
