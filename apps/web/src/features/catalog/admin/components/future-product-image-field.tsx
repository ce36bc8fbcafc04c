import { PRODUCT_IMAGE_MAX_BYTES } from '@vitrina/core/images'
import { ImagePlus, Trash2 } from 'lucide-react'
import { useEffect, useId, useMemo } from 'react'
import { ProductImage } from '../../../../components/product-image'
import { Button } from '../../../../components/ui/button'

const MAX_MB = PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024

/** Why a picked file cannot go up, checked before sending (the server checks again). */
export function imageFileRefusal(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Solo se aceptan archivos de imagen.'
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return `La imagen pesa más de ${MAX_MB} MB.`
  return null
}

/**
 * docs/product/catalogue.md#future-product-images: the picture of a future product — a preview of the
 * chosen file or the current picture, a file picker, and 'Quitar imagen' for an uploaded one.
 */
export function FutureProductImageField({
  current,
  file,
  error,
  onFile,
  onRemove,
  removing = false,
}: {
  current: string | null
  file: File | null
  error?: string
  onFile: (file: File | null) => void
  /** Only for an uploaded picture already saved. */
  onRemove?: () => void
  removing?: boolean
}) {
  const inputId = useId()
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])
  const shown = preview ?? current

  return (
    <fieldset className="min-w-0 space-y-1.5">
      <legend className="mb-1.5 text-sm font-medium text-foreground">Imagen (opcional)</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="size-32 shrink-0 overflow-hidden rounded-xl border border-border bg-foreground/5">
          {/* A picked file is a blob: URL, not a stored reference: shown as it is. */}
          {preview ? (
            <img src={preview} alt="Imagen elegida" className="size-full object-cover" />
          ) : (
            current && (
              <ProductImage
                imageRef={current}
                alt="Imagen del producto futuro"
                sizes="128px"
                className="size-full"
              />
            )
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <label
            htmlFor={inputId}
            className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-control px-3 py-2 text-sm font-semibold text-foreground focus-within:outline-2 focus-within:outline-primary-ink hover:bg-foreground/3"
          >
            <ImagePlus className="size-4 text-primary-ink" aria-hidden="true" />
            {shown ? 'Cambiar imagen' : 'Subir una imagen'}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            aria-describedby={[hintId, error && errorId].filter(Boolean).join(' ')}
            aria-invalid={Boolean(error)}
            className="sr-only"
            onChange={(event) => {
              onFile(event.target.files?.[0] ?? null)
              event.target.value = ''
            }}
          />
          <p id={hintId} className="text-xs text-muted">
            {file
              ? `${file.name}: se sube al guardar.`
              : `JPG, PNG o WebP de hasta ${MAX_MB} MB. Se muestra en 'Próximamente' del inicio.`}
          </p>
          {error && (
            <p id={errorId} className="text-sm text-danger">
              {error}
            </p>
          )}
          {file && (
            <Button variant="ghost" size="sm" onClick={() => onFile(null)}>
              No subir este archivo
            </Button>
          )}
          {!file && onRemove && (
            <Button variant="ghost" size="sm" onClick={onRemove} pending={removing} pendingText="Quitando...">
              <Trash2 className="size-4" aria-hidden="true" />
              Quitar imagen
            </Button>
          )}
        </div>
      </div>
    </fieldset>
  )
}
