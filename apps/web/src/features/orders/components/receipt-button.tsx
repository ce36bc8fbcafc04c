import { FileDown } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { useDownloadReceipt } from '../orders.api'

/** 'Descargar Recibo (PDF)' (docs/product/orders.md#receipts). */
export function ReceiptButton({
  orderId,
  variant = 'outline',
}: {
  orderId: string
  variant?: 'primary' | 'outline'
}) {
  const download = useDownloadReceipt()
  return (
    <Button
      variant={variant}
      onClick={() => download.mutate(orderId)}
      pending={download.isPending}
      pendingText="Descargando..."
    >
      <FileDown className="size-4" aria-hidden="true" />
      Descargar Recibo (PDF)
    </Button>
  )
}
