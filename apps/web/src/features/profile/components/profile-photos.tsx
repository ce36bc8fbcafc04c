import { useQuery } from '@tanstack/react-query'
import { imageUrl, PROFILE_UPLOADS } from '@vitrina/core/images'
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGES_MAX, type ProfileImage } from '@vitrina/core/schemas/profile'
import { ImagePlus, Star, Trash2 } from 'lucide-react'
import { useRef, useState, type ChangeEvent } from 'react'
import { toast } from '../../../lib/toast'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { LoadState } from '../../../components/load-state'
import { Button } from '../../../components/ui/button'
import { errorWithReason } from '../../../lib/api-client'
import { useSessionStore } from '../../auth'
import {
  profileImagesOptions,
  useDeleteProfileImage,
  useSetPrimaryProfileImage,
  useUploadProfileImage,
} from '../profile.api'

/**
 * Why a chosen file cannot be a profile photo (docs/product/account.md#profile-photos: images only), or null
 * when it can.
 */
export function photoProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Solo se aceptan archivos de imagen.'
  if (file.size > PROFILE_IMAGE_MAX_BYTES)
    return `La foto puede pesar como máximo ${PROFILE_IMAGE_MAX_BYTES / 1024 / 1024} MB.`
  return null
}

/**
 * docs/product/account.md#profile-photos 'Gestionar Mis Fotos': the photos, upload, set as primary, delete
 * (never the primary), with their texts. The header avatar follows the primary through the session.
 */
export function ProfilePhotos() {
  const token = useSessionStore((state) => state.token)
  const photos = useQuery(profileImagesOptions(token))
  const upload = useUploadProfileImage()
  const setPrimary = useSetPrimaryProfileImage()
  const remove = useDeleteProfileImage()
  const [doomed, setDoomed] = useState<ProfileImage | null>(null)

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const problem = photoProblem(file)
    if (problem) {
      toast.error(`Error al subir la foto. ${problem}`)
      return
    }
    upload.mutate(file, {
      onSuccess: () => toast.success('¡Foto añadida!'),
      onError: (error) => toast.error(errorWithReason(error, 'Error al subir la foto.')),
    })
  }

  const makePrimary = (photo: ProfileImage) =>
    setPrimary.mutate(photo.id, {
      onSuccess: () => toast.success('Foto principal actualizada.'),
      onError: (error) => toast.error(errorWithReason(error, 'Error al establecer como principal.')),
    })

  const confirmDelete = () => {
    if (!doomed) return
    remove.mutate(doomed.id, {
      onSuccess: () => toast.success('Foto eliminada.'),
      onError: (error) => toast.error(errorWithReason(error, 'Error al eliminar la foto.')),
      onSettled: () => setDoomed(null),
    })
  }

  if (photos.isPending) return <LoadState tone="loading">Cargando fotos...</LoadState>
  if (photos.isError) return <LoadState tone="error">No se pudieron cargar tus fotos.</LoadState>

  const full = photos.data.length >= PROFILE_IMAGES_MAX
  const busy = setPrimary.isPending || remove.isPending
  return (
    <div className="space-y-5">
      <UploadBar full={full} pending={upload.isPending} onFile={onFile} />
      {photos.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">
          Aún no has subido fotos. La primera que subas será tu foto de perfil.
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4" aria-label="Mis fotos">
          {photos.data.map((photo, index) => (
            <PhotoCard
              key={photo.id}
              photo={photo}
              number={index + 1}
              busy={busy}
              onPrimary={() => makePrimary(photo)}
              onDelete={() => setDoomed(photo)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={doomed !== null}
        title="¿Eliminar esta foto?"
        confirmLabel="Eliminar foto"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDoomed(null)}
      >
        Esta acción no se puede deshacer.
      </ConfirmDialog>
    </div>
  )
}

/** One photo, marked 'Principal' or with the buttons to make it primary or delete it. */
function PhotoCard({
  photo,
  number,
  busy,
  onPrimary,
  onDelete,
}: {
  photo: ProfileImage
  number: number
  busy: boolean
  onPrimary: () => void
  onDelete: () => void
}) {
  return (
    <li className="space-y-2">
      <div className="relative">
        <img
          src={imageUrl(photo.image_url, PROFILE_UPLOADS)}
          alt={`Foto ${number}${photo.is_primary ? ' (principal)' : ''}`}
          className="aspect-square w-full rounded-xl border border-border bg-foreground/5 object-cover"
          loading="lazy"
        />
        {photo.is_primary && (
          <span className="absolute top-2 left-2 rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-on-primary shadow-sm">
            Principal
          </span>
        )}
      </div>
      {!photo.is_primary && (
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            className="min-w-0 flex-1 px-2!"
            disabled={busy}
            onClick={onPrimary}
            aria-label={`Usar la foto ${number} como principal`}
          >
            <Star className="size-4" aria-hidden="true" />
            Principal
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="w-9 shrink-0 px-0! text-danger"
            disabled={busy}
            onClick={onDelete}
            aria-label={`Eliminar la foto ${number}`}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      )}
    </li>
  )
}

/** The size rule (or why no more fit) and 'Subir foto', which opens the file picker. */
function UploadBar({
  full,
  pending,
  onFile,
}: {
  full: boolean
  pending: boolean
  onFile: (event: ChangeEvent<HTMLInputElement>) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm">
        {full
          ? `Tienes el máximo de ${PROFILE_IMAGES_MAX} fotos: elimina una para subir otra.`
          : `Imágenes JPG, PNG o WebP de hasta ${PROFILE_IMAGE_MAX_BYTES / 1024 / 1024} MB.`}
      </p>
      <Button
        onClick={() => input.current?.click()}
        disabled={full}
        pending={pending}
        pendingText="Subiendo..."
      >
        <ImagePlus className="size-4" aria-hidden="true" />
        Subir foto
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label="Elegir una foto de perfil"
        onChange={onFile}
      />
    </div>
  )
}
