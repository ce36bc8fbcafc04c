import { FileDown } from 'lucide-react'
import type { OrderSummary } from '@vitrina/core/schemas/orders'
import { Button } from '../../../components/ui/button'
import { useDownloadReceipt } from '../orders.api'

/** 'Descargar Recibo (PDF)' (docs/product/orders.md#receipts). */
export function ReceiptButton({
  order,
  variant = 'outline',
}: {
  order: Pick<OrderSummary, 'id' | 'order_number'>
  variant?: 'primary' | 'outline'
}) {
  const download = useDownloadReceipt()
  return (
    <Button
      variant={variant}
      onClick={() => download.mutate(order)}
      pending={download.isPending}
      pendingText="Descargando..."
    >
      <FileDown className="size-4" aria-hidden="true" />
      Descargar Recibo (PDF)
    </Button>
  )
}
