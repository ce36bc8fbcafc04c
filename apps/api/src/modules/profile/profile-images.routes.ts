import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PROFILE_UPLOADS } from '@vitrina/core/images'
import { intIdParamsSchema, messageSchema } from '@vitrina/core/schemas/common'
import {
  newPrimaryImageSchema,
  PROFILE_IMAGE_FIELD,
  PROFILE_IMAGE_MAX_BYTES,
  profileImageListSchema,
  profileImageUploadedSchema,
} from '@vitrina/core/schemas/profile'
import { receiveImageUploads } from '../../lib/image-uploads'
import { currentUser } from '../../plugins/auth'
import { CATALOG_TOPIC } from '../../lib/change-topics'
import {
  addProfileImage,
  deleteProfileImage,
  ensureRoomForImage,
  listProfileImages,
  removeProfileImageFiles,
  setPrimaryProfileImage,
} from './profile-images.service'
import { errorResponses } from '../../lib/route-responses'

const tags = ['profile']
const errors = errorResponses(400, 401, 404)
const signedIn = { access: 'authenticated' as const }
const TOO_LARGE = `La foto puede pesar como máximo ${PROFILE_IMAGE_MAX_BYTES / 1024 / 1024} MB.`

/**
 * docs/product/account.md#profile-photos 'Gestionar Mis Fotos'. Uploads are decoded and re-encoded to WebP
 * (docs/product/account.md#profile-photos); the reviews show the primary photo, so the catalogue caches drop
 * when it changes.
 */
export const profileImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only here: one photo per request, size-limited before it is read.
  await app.register(multipart, {
    limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldNameSize: 100 },
  })
  const target = { storage: app.storage, folder: PROFILE_UPLOADS }

  app.get(
    '/api/profile/images',
    {
      config: signedIn,
      schema: { tags, summary: 'Mis fotos de perfil', response: { 200: profileImageListSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return listProfileImages(app.db, currentUser(request).id)
    },
  )

  app.post(
    '/api/profile/images',
    {
      config: { ...signedIn, invalidates: [] },
      schema: {
        tags,
        summary: `Subir una foto (multipart, campo ${PROFILE_IMAGE_FIELD}); la primera queda como principal`,
        consumes: ['multipart/form-data'],
        response: { 201: profileImageUploadedSchema, ...errors, ...errorResponses(409, 413) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id
      await ensureRoomForImage(app.db, userId)
      const remove = async (names: string[]) => {
        for (const name of names) await removeProfileImageFiles(app.storage, name)
      }
      const [stored] = await receiveImageUploads(request, {
        field: PROFILE_IMAGE_FIELD,
        noun: 'foto',
        maxFiles: 1,
        target,
        tooLarge: TOO_LARGE,
        remove,
      })
      try {
        const { image, primaryUrl } = await addProfileImage(app.db, userId, stored!)
        if (image.is_primary) {
          app.sessions.forget(userId)
          app.changes.publish(CATALOG_TOPIC)
        }
        return reply.code(201).send({ message: '¡Foto añadida!', profile_image_url: primaryUrl, image })
      } catch (err) {
        await remove([stored!])
        throw err
      }
    },
  )

  app.delete(
    '/api/profile/images/:id',
    {
      config: { ...signedIn, invalidates: [] },
      schema: {
        tags,
        summary: 'Eliminar una de mis fotos (no la principal)',
        params: intIdParamsSchema,
        response: { 200: messageSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const imageUrl = await deleteProfileImage(app.db, currentUser(request).id, request.params.id)
      await removeProfileImageFiles(app.storage, imageUrl)
      return { message: 'Foto eliminada.' }
    },
  )

  app.put(
    '/api/profile/images/:id/primary',
    {
      config: { ...signedIn, invalidates: [CATALOG_TOPIC] },
      schema: {
        tags,
        summary: 'Usar una de mis fotos como principal',
        params: intIdParamsSchema,
        response: { 200: newPrimaryImageSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id
      const imageUrl = await setPrimaryProfileImage(app.db, userId, request.params.id)
      app.sessions.forget(userId)
      return { message: 'Foto principal actualizada.', new_primary_image_url: imageUrl }
    },
  )
}
