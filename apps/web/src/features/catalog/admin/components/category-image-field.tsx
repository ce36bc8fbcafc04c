import { CATEGORY_UPLOADS } from '@vitrina/core/images'
import { CATEGORY_IMAGE_MAX_BYTES, type Category } from '@vitrina/core/schemas/categories'
import { ImagePlus } from 'lucide-react'
import { useId, useState } from 'react'
import { toast } from '../../../../lib/toast'
import { ProductImage } from '../../../../components/product-image'
import { Button } from '../../../../components/ui/button'
import { errorMessage } from '../../../../lib/api-client'
import { useUpdateCategory, useUploadCategoryImage } from '../categories-admin.api'

const MAX_MB = CATEGORY_IMAGE_MAX_BYTES / 1024 / 1024

/** Why a file cannot go up, checked before sending (the server checks again). */
function refusal(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Solo se aceptan archivos de imagen.'
  if (file.size > CATEGORY_IMAGE_MAX_BYTES) return `La imagen pesa más de ${MAX_MB} MB.`
  return null
}

/**
 * docs/product/catalogue.md#category-image: the category's picture, uploaded (or removed) at once, apart
 * from the form's 'Guardar'. A new category gets one after it is created.
 */
export function CategoryImageField({ category }: { category?: Category }) {
  const upload = useUploadCategoryImage(category?.id ?? 0)
  const update = useUpdateCategory(category?.id ?? 0)
  const [refused, setRefused] = useState<string | null>(null)
  const inputId = useId()
  const messageId = useId()
  if (!category)
    return <p className="text-sm text-muted">Podrás subir una imagen cuando la categoría esté creada.</p>

  const send = (file: File | undefined) => {
    if (!file) return
    const why = refusal(file)
    setRefused(why)
    if (!why) upload.mutate(file, { onSuccess: () => toast.success('Imagen actualizada.') })
  }
  const error = refused ?? (upload.isError ? errorMessage(upload.error, 'Error al subir la imagen.') : null)

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="w-full max-w-56 shrink-0 overflow-hidden rounded-xl border border-border bg-background">
        {category.image_url ? (
          <ProductImage
            imageRef={category.image_url}
            folder={CATEGORY_UPLOADS}
            alt={`Imagen de ${category.name}`}
            sizes="224px"
            className="aspect-[4/3] w-full"
          />
        ) : (
          <p className="flex aspect-[4/3] items-center justify-center p-4 text-center text-sm text-muted">
            Sin imagen propia: la portada muestra la foto de su mejor producto (destacado o mejor valorado).
          </p>
        )}
      </div>
      <div className="min-w-0 space-y-3">
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-control px-4 py-2.5 text-sm font-semibold text-foreground focus-within:outline-2 focus-within:outline-primary-ink hover:bg-foreground/5"
        >
          <ImagePlus className="size-5 text-primary-ink" aria-hidden="true" />
          {upload.isPending ? 'Subiendo...' : category.image_url ? 'Cambiar imagen' : 'Subir imagen'}
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            className="sr-only"
            disabled={upload.isPending}
            aria-describedby={messageId}
            onChange={(event) => {
              send(event.target.files?.[0])
              event.target.value = ''
            }}
          />
        </label>
        <p id={messageId} className="text-sm text-muted">
          JPG, PNG o WebP de hasta {MAX_MB} MB. Se muestra en la portada de la tienda.
        </p>
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        {category.image_url && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            pending={update.isPending}
            pendingText="Quitando..."
            onClick={() =>
              update.mutate({ image_url: '' }, { onSuccess: () => toast.success('Imagen quitada.') })
            }
          >
            Quitar imagen
          </Button>
        )}
      </div>
    </div>
  )
}
