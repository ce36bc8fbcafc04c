import type { ProductImage, ProductOption } from '@vitrina/core/schemas/catalog'
import { useId } from 'react'
import { toast } from '../../../../lib/toast'
import { Select } from '../../../../components/ui/select'
import { errorMessage } from '../../../../lib/api-client'
import { useLinkImageValue } from '../products-admin.api'

/**
 * docs/product/catalogue.md#variant-images: which option value a photo shows ('Color: Negro'), saved on
 * change; choosing that value in the store brings the photo to the front.
 */
export function ImageValueSelect({
  image,
  position,
  options,
}: {
  image: ProductImage
  position: number
  options: readonly ProductOption[]
}) {
  const link = useLinkImageValue()
  const id = useId()
  const values = options.flatMap((o) => o.values.map((v) => ({ ...v, label: `${o.name}: ${v.value}` })))

  const change = (raw: string) => {
    const valueId = raw ? Number(raw) : null
    link.mutate(
      { imageId: image.id, valueId },
      {
        onSuccess: () =>
          toast.success(
            valueId === null
              ? 'Imagen desvinculada.'
              : `Imagen vinculada a ${values.find((v) => v.id === valueId)?.label ?? 'la opción'}.`,
          ),
        onError: (error) => toast.error(errorMessage(error, 'No se pudo vincular la imagen.')),
      },
    )
  }

  return (
    <div className="space-y-1 px-1.5 pt-1.5">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        Se muestra con <span className="sr-only">(imagen {position})</span>
      </label>
      <Select
        id={id}
        value={image.option_value_id ?? ''}
        disabled={link.isPending}
        onChange={(event) => change(event.target.value)}
        className="text-sm"
      >
        <option value="">Todas las opciones</option>
        {options.map((option) => (
          <optgroup key={option.id} label={option.name}>
            {option.values.map((value) => (
              <option key={value.id} value={value.id}>
                {value.value}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
    </div>
  )
}
