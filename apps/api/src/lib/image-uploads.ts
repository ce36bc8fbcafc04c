import type { FastifyRequest } from 'fastify'
import { badRequest, HttpError } from './errors'
import { storeWebpImage, SVG_REFUSED, type ImageTarget } from './images'

export interface ImageUploadRules {
  /** The multipart field the files must come in. */
  field: string
  /** What the screen calls the file, for the messages: 'imagen' or 'foto'. */
  noun: 'imagen' | 'foto'
  /** How many files the route takes at once; more is a 400, never a silent partial upload. */
  maxFiles: number
  /** Where the re-encoded images go. */
  target: ImageTarget
  /** The 413 text when a file is past the size limit. */
  tooLarge: string
  /** Removes what was stored when the request fails half-way. */
  remove: (stored: string[]) => Promise<void>
}

/**
 * Every image file of a multipart request, checked and stored as WebP (lib/images.ts): the right field,
 * an image type other than SVG (docs/security.md "Uploads"), at most `maxFiles` of them. All or nothing:
 * a refusal removes whatever the request had stored so far.
 */
export async function receiveImageUploads(
  request: FastifyRequest,
  rules: ImageUploadRules,
): Promise<string[]> {
  if (!request.isMultipart())
    throw badRequest(
      `Envía la ${rules.noun} como multipart/form-data en el campo ${rules.field}.`,
      'NOT_MULTIPART',
    )
  const stored: string[] = []
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue
      if (part.fieldname !== rules.field)
        throw badRequest(`La ${rules.noun} debe ir en el campo ${rules.field}.`, 'WRONG_FIELD')
      if (stored.length >= rules.maxFiles) throw tooManyFiles(rules)
      if (part.mimetype === 'image/svg+xml') throw badRequest(SVG_REFUSED, 'SVG_NOT_ALLOWED')
      if (!part.mimetype.startsWith('image/'))
        throw badRequest('Solo se aceptan archivos de imagen.', 'INVALID_IMAGE')
      stored.push(await storeWebpImage(await part.toBuffer(), rules.target))
    }
    if (!stored.length) {
      const some = rules.maxFiles === 1 ? 'una' : 'al menos una'
      throw badRequest(`Adjunta ${some} ${rules.noun} en el campo ${rules.field}.`, 'NO_IMAGE')
    }
    return stored
  } catch (err) {
    await rules.remove(stored)
    const code = (err as { code?: string }).code
    if (code === 'FST_FILES_LIMIT') throw tooManyFiles(rules)
    if (isMalformedMultipart(err)) throw badRequest('El formulario enviado no es válido.', 'BAD_MULTIPART')
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT')
      throw new HttpError(413, rules.tooLarge, 'IMAGE_TOO_LARGE')
    throw err
  }
}

const tooManyFiles = (rules: ImageUploadRules) =>
  badRequest(
    rules.maxFiles === 1
      ? `Envía una sola ${rules.noun} a la vez.`
      : `Puedes subir hasta ${rules.maxFiles} imágenes por envío.`,
    'TOO_MANY_FILES',
  )

/** Busboy's own parse errors (no boundary, a cut-off body, a broken part header): the client's fault. */
function isMalformedMultipart(err: unknown): boolean {
  return (
    err instanceof Error &&
    !(err instanceof HttpError) &&
    /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data)|terminated early due to unexpected end of multipart data$/.test(
      err.message,
    )
  )
}
