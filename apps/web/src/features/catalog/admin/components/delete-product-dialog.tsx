import { toast } from '../../../../lib/toast'
import { ConfirmDialog } from '../../../../components/confirm-dialog'
import { errorMessage } from '../../../../lib/api-client'
import { useDeleteProduct } from '../products-admin.api'

/** Deleting a product, after saying what it means: orders already placed keep their lines. */
export function DeleteProductDialog({
  product,
  onClose,
  onDeleted,
}: {
  product: { id: number; name: string } | null
  onClose: () => void
  onDeleted?: () => void
}) {
  const remove = useDeleteProduct()
  const close = () => {
    remove.reset()
    onClose()
  }
  return (
    <ConfirmDialog
      open={product !== null}
      title="¿Eliminar este producto?"
      confirmLabel="Eliminar producto"
      pendingText="Eliminando..."
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, 'No se pudo eliminar el producto.') : null}
      onClose={close}
      onConfirm={() =>
        product &&
        remove.mutate(product.id, {
          onSuccess: () => {
            toast.success('Producto eliminado.')
            close()
            onDeleted?.()
          },
        })
      }
    >
      <p>
        Se eliminará <strong>{product?.name}</strong> con sus imágenes y variantes. Los pedidos ya realizados
        conservan sus datos. Esta acción no se puede deshacer.
      </p>
    </ConfirmDialog>
  )
}
