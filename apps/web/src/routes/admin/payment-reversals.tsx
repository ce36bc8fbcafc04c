import { PageHeader } from '../../components/page-header'
import { ReversalsTable } from '../../features/payment-reversals'

export function AdminPaymentReversalsPage() {
  return (
    <>
      <PageHeader
        title="Reversiones de pago"
        description="Clientes que pidieron reversar un pago electrónico (Ley 1480 art. 51). Hay 15 días hábiles para responder: las vencidas aparecen primero."
      />
      <ReversalsTable />
    </>
  )
}
