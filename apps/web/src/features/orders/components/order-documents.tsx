import { useQuery } from '@tanstack/react-query'
import { useSessionStore } from '../../auth'
import { OrderFiscalDocuments } from '../../fiscal'
import { orderDetailOptions } from '../orders.api'

/** The electronic documents of one of the customer's orders, read from its detail when the row opens. */
export function OrderDocuments({ orderId }: { orderId: string }) {
  const token = useSessionStore((state) => state.token)
  const detail = useQuery(orderDetailOptions(token, orderId))
  return detail.data ? <OrderFiscalDocuments documents={detail.data.fiscal_documents} /> : null
}
