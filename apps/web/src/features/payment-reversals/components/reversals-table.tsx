import { useQuery } from '@tanstack/react-query'
import { formatStoreDay, orderNumber } from '@vitrina/core/format'
import { REVERSAL_CAUSE_LABELS, REVERSAL_STATUS_LABELS } from '@vitrina/core/payment-reversal'
import type { AdminPaymentReversal } from '@vitrina/core/schemas/payment-reversals'
import { useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { AdminTable } from '../../catalog'
import { adminReversalsOptions } from '../payment-reversals.api'
import { ReversalAnswerDialog } from './reversal-answer-dialog'

const DANGER = 'border-danger/40 bg-danger/10 text-danger'
const refundPending = (r: AdminPaymentReversal) => r.status === 'aceptada' && r.refund_id === null

/**
 * docs/product/consumer-rights.md#reversion-del-pago: the requests, open ones past their due day first (15
 * business days); a refund the provider refused stays marked 'Reembolso pendiente' with what to do.
 */
export function ReversalsTable() {
  const list = useQuery(adminReversalsOptions())
  const [chosen, setChosen] = useState<AdminPaymentReversal | null>(null)
  if (list.isPending) return <p className="text-sm text-muted">Cargando solicitudes...</p>
  if (list.isError) return <Alert tone="error">No se pudieron cargar las solicitudes.</Alert>
  if (!list.data.length) return <p className="text-muted">No hay solicitudes de reversión del pago.</p>

  return (
    <>
      <AdminTable
        caption="Solicitudes de reversión del pago"
        rows={list.data}
        rowKey={(row) => row.id}
        columns={[
          {
            header: 'Solicitud',
            cell: (row) => (
              <span className="break-words">
                <span className="font-mono font-semibold">{row.number}</span>
                <span className="block text-xs text-muted">
                  Pedido #{orderNumber(row.order_id)} · {row.customer_email ?? 'Cuenta borrada'}
                </span>
              </span>
            ),
          },
          {
            header: 'Motivo',
            cell: (row) => REVERSAL_CAUSE_LABELS[row.cause],
            className: 'hidden md:table-cell',
          },
          { header: 'Vence', cell: (row) => formatStoreDay(row.due_date) },
          {
            header: 'Estado',
            cell: (row) => (
              <span className="space-y-1">
                <Badge className={row.overdue || refundPending(row) ? DANGER : undefined}>
                  {row.overdue ? 'Vencida' : REVERSAL_STATUS_LABELS[row.status]}
                </Badge>
                {row.refund_note && (
                  <span
                    className={refundPending(row) ? 'block text-xs text-danger' : 'block text-xs text-muted'}
                  >
                    {row.refund_note}
                  </span>
                )}
              </span>
            ),
          },
        ]}
        actions={(row) =>
          row.status === 'abierta' && (
            <Button size="sm" variant="outline" onClick={() => setChosen(row)}>
              Responder
            </Button>
          )
        }
      />
      {chosen && <ReversalAnswerDialog reversal={chosen} onClose={() => setChosen(null)} />}
    </>
  )
}
