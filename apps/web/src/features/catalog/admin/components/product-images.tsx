import { imageUrlInputSchema } from '@vitrina/core/schemas/catalog-admin'
import type { ProductImage, ProductOption } from '@vitrina/core/schemas/catalog'
import { imageUrl, PRODUCT_UPLOADS } from '@vitrina/core/images'
import { Link2, Star, Trash2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { toast } from '../../../../lib/toast'
import { ConfirmDialog } from '../../../../components/confirm-dialog'
import { Button } from '../../../../components/ui/button'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { errorMessage } from '../../../../lib/api-client'
import { useAddImageUrl, useDeleteImage, useSetPrimaryImage } from '../products-admin.api'
import { FormSection } from './form-section'
import { ImageValueSelect } from './image-value-select'
import { ImageUploader } from './image-uploader'

/**
 * docs/product/catalogue.md#product-images images: upload files or add a URL, choose the primary one, link one
 * to an option value (docs/product/catalogue.md#variant-images), delete one.
 */
export function ProductImages({
  productId,
  images,
  options,
}: {
  productId: number
  images: ProductImage[]
  options: readonly ProductOption[]
}) {
  const primary = useSetPrimaryImage()
  const remove = useDeleteImage()
  const [toDelete, setToDelete] = useState<ProductImage | null>(null)

  const makePrimary = (image: ProductImage) =>
    primary.mutate(image.id, {
      onSuccess: () => toast.success('Imagen principal actualizada.'),
      onError: (error) => toast.error(errorMessage(error, 'No se pudo cambiar la imagen principal.')),
    })

  return (
    <FormSection
      id="producto-imagenes"
      title="Imágenes"
      description={
        options.length
          ? 'La imagen principal es la que se ve en la tienda, las búsquedas y el carrito. Una imagen vinculada a un valor (por ejemplo, un color) pasa al frente cuando el cliente lo elige.'
          : 'La imagen principal es la que se ve en la tienda, las búsquedas y el carrito.'
      }
    >
      {images.length === 0 ? (
        <p className="text-sm text-muted">Este producto aún no tiene imágenes.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {images.map((image, index) => (
            <li key={image.id} className="overflow-hidden rounded-xl border border-border bg-card">
              <div className="relative">
                <img
                  src={imageUrl(
                    image.image_url,
                    PRODUCT_UPLOADS,
                    image.image_url.endsWith('.webp') ? 480 : undefined,
                  )}
                  alt={`Imagen ${index + 1}${image.is_primary ? ' (principal)' : ''}`}
                  className="aspect-square w-full bg-foreground/5 object-cover"
                  loading="lazy"
                />
                {image.is_primary && (
                  <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-on-primary">
                    <Star className="size-3" aria-hidden="true" />
                    Principal
                  </span>
                )}
              </div>
              {options.length > 0 && (
                <ImageValueSelect image={image} position={index + 1} options={options} />
              )}
              <div className="flex items-center justify-between gap-1 p-1.5">
                {image.is_primary ? (
                  <span className="px-2 text-xs text-muted">Imagen principal</span>
                ) : (
                  <Button
                    variant="ghost"
                    size="wrap"
                    onClick={() => makePrimary(image)}
                    disabled={primary.isPending}
                    aria-label={`Hacer principal la imagen ${index + 1}`}
                    className="text-xs"
                  >
                    <Star className="size-4 shrink-0" aria-hidden="true" />
                    Hacer principal
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => setToDelete(image)}
                  aria-label={`Eliminar la imagen ${index + 1}`}
                  className="text-danger"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-5 lg:grid-cols-2">
        <ImageUploader productId={productId} />
        <ImageUrlForm productId={productId} />
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar esta imagen?"
        confirmLabel="Eliminar imagen"
        pendingText="Eliminando..."
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, 'No se pudo eliminar la imagen.') : null}
        onClose={() => {
          remove.reset()
          setToDelete(null)
        }}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              toast.success('Imagen eliminada.')
              setToDelete(null)
            },
          })
        }
      >
        <p>
          La imagen dejará de verse en la tienda.
          {toDelete?.is_primary && ' La siguiente imagen pasará a ser la principal.'}
        </p>
      </ConfirmDialog>
    </FormSection>
  )
}

/**
 * An image by its https link (docs/product/catalogue.md#product-images POST /api/products/{id}/images/url).
 */
function ImageUrlForm({ productId }: { productId: number }) {
  const add = useAddImageUrl(productId)
  const [url, setUrl] = useState('')
  const [error, setError] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = imageUrlInputSchema.safeParse({ imageUrl: url })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Enlace no válido.')
    setError(null)
    add.mutate(parsed.data.imageUrl, {
      onSuccess: () => {
        setUrl('')
        toast.success('Imagen añadida.')
      },
      onError: (err) => setError(errorMessage(err, 'No se pudo añadir la imagen.')),
    })
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-label="Añadir imagen por enlace">
      <Field
        label="Añadir por enlace"
        hint="Un enlace https a una imagen publicada."
        error={error ?? undefined}
      >
        {(props) => (
          <Input
            {...props}
            type="url"
            inputMode="url"
            placeholder="https://..."
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" variant="outline" pending={add.isPending} pendingText="Añadiendo...">
        <Link2 className="size-4" aria-hidden="true" />
        Añadir imagen
      </Button>
    </form>
  )
}
