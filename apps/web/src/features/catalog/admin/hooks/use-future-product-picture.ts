import type { FutureProduct } from '@vitrina/core/schemas/future-products'
import { useState } from 'react'
import { toast } from '../../../../lib/toast'
import { errorMessage } from '../../../../lib/api-client'
import { imageFileRefusal } from '../components/future-product-image-field'
import { useRemoveFutureProductImage, useUploadFutureProductImage } from '../future-products-admin.api'
import { isImageLink } from '../components/image-link-field'

/**
 * The picture of a future product being edited (docs/product/catalogue.md#future-product-images): a picked
 * file goes up right after the item is saved, and an uploaded one stays until staff replace or remove it.
 */
export function useFutureProductPicture(
  item: FutureProduct | undefined,
  onSaved: (saved: FutureProduct) => void,
) {
  const upload = useUploadFutureProductImage()
  const removeImage = useRemoveFutureProductImage(item?.id ?? 0)
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string>()
  const uploaded = item?.image_url && !isImageLink(item.image_url) ? item.image_url : null

  const afterSave = (saved: FutureProduct) => {
    if (!file) return onSaved(saved)
    upload.mutate(
      { id: saved.id, file },
      {
        onSuccess: onSaved,
        onError: (error) => {
          toast.error(errorMessage(error, 'No se pudo subir la imagen.'))
          onSaved(saved)
        },
      },
    )
  }

  return {
    uploaded,
    afterSave,
    uploading: upload.isPending,
    /** The props of FutureProductImageField. */
    field: {
      current: item?.image_url ?? null,
      file,
      error: fileError,
      onFile: (picked: File | null) => {
        const refusal = picked && imageFileRefusal(picked)
        setFileError(refusal || undefined)
        setFile(refusal ? null : picked)
      },
      onRemove: uploaded
        ? () => removeImage.mutate(undefined, { onSuccess: () => toast.success('Imagen quitada.') })
        : undefined,
      removing: removeImage.isPending,
    },
  }
}
