import { PRODUCT_IMAGE_MAX_BYTES } from '@vitrina/core/images'
import { ImagePlus, X } from 'lucide-react'
import { useId, useState, type DragEvent } from 'react'
import { errorMessage } from '../../../../lib/api-client'
import { useUploadImage } from '../products-admin.api'

type Upload = { key: string; name: string; progress: number; error: string | null }

const MAX_MB = PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024

/** Why a file cannot go up, checked before sending (the server checks again). */
function refusal(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Solo se aceptan archivos de imagen.'
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return `La imagen pesa más de ${MAX_MB} MB.`
  return null
}

/**
 * Several images at once, by picking or dropping them: each goes up in its own request, one after the
 * other (so they keep their order), with its own progress bar; a failed file stays listed with why.
 */
export function ImageUploader({ productId }: { productId: number }) {
  const upload = useUploadImage(productId)
  const [uploads, setUploads] = useState<Upload[]>([])
  const [dragging, setDragging] = useState(false)
  const hintId = useId()
  const busy = uploads.some((u) => u.error === null)

  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)))

  async function send(files: File[]) {
    const batch = files.map((file, i) => ({
      file,
      key: `${Date.now()}-${i}-${file.name}`,
      refused: refusal(file),
    }))
    setUploads((list) => [
      ...list.filter((u) => u.error === null),
      ...batch.map(({ key, file, refused }) => ({ key, name: file.name, progress: 0, error: refused })),
    ])
    for (const { file, key, refused } of batch) {
      if (refused) continue
      try {
        await upload.mutateAsync({ file, onProgress: (progress) => patch(key, { progress }) })
        setUploads((list) => list.filter((u) => u.key !== key))
      } catch (error) {
        patch(key, { error: errorMessage(error, 'Error al subir la imagen.') })
      }
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    if (!busy) void send([...event.dataTransfer.files])
  }

  return (
    <div className="space-y-3">
      <label
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={
          'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition ' +
          'focus-within:outline-2 focus-within:outline-primary-ink ' +
          (dragging ? 'border-primary-ink bg-primary/8' : 'border-control hover:bg-foreground/3')
        }
      >
        <ImagePlus className="size-7 text-primary-ink" aria-hidden="true" />
        <span className="font-semibold text-foreground">Subir imágenes</span>
        <span id={hintId} className="text-xs text-muted">
          Arrastra aquí o elige varias a la vez. JPG, PNG o WebP de hasta {MAX_MB} MB cada una.
        </span>
        <input
          type="file"
          accept="image/*"
          multiple
          disabled={busy}
          aria-describedby={hintId}
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])]
            event.target.value = ''
            if (files.length) void send(files)
          }}
        />
      </label>
      {uploads.length > 0 && (
        <ul className="space-y-2" aria-label="Subidas">
          {uploads.map((u) => (
            <li key={u.key} className="rounded-lg border border-border px-3 py-2 text-sm">
              <div className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate font-medium text-foreground">{u.name}</span>
                {u.error ? (
                  <button
                    type="button"
                    onClick={() => setUploads((list) => list.filter((x) => x.key !== u.key))}
                    aria-label={`Quitar ${u.name} de la lista`}
                    className="flex size-8 shrink-0 items-center justify-center rounded-md text-muted hover:text-foreground"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                ) : (
                  <span className="shrink-0 text-xs text-muted tabular-nums">
                    {u.progress >= 1 ? 'Procesando...' : `${Math.round(u.progress * 100)} %`}
                  </span>
                )}
              </div>
              {u.error ? (
                <p role="alert" className="mt-1 text-danger">
                  {u.error}
                </p>
              ) : (
                <progress
                  value={u.progress}
                  max={1}
                  aria-label={`Subiendo ${u.name}`}
                  className="mt-1.5 h-2 w-full overflow-hidden rounded-full accent-primary"
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
