import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CATEGORY_UPLOADS } from '@vitrina/core/images'
import {
  CATEGORY_IMAGE_FIELD,
  CATEGORY_IMAGE_MAX_BYTES,
  categorySchema,
} from '@vitrina/core/schemas/categories'
import { intIdParamsSchema } from '@vitrina/core/schemas/common'
import { receiveImageUploads } from '../../lib/image-uploads'
import { removeStoredImages } from '../../lib/images'
import { CATALOG_TOPIC } from '../../lib/change-topics'
import { getCategory, setCategoryImage } from './categories.service'
import { errorResponses } from '../../lib/route-responses'

const errors = errorResponses(400, 401, 403, 404, 413)
const TOO_LARGE = `La imagen puede pesar como máximo ${CATEGORY_IMAGE_MAX_BYTES / 1024 / 1024} MB.`

/**
 * docs/product/catalogue.md#category-image: staff upload one image for a category; it is re-encoded to WebP
 * like every upload and replaces (and deletes) the one before.
 */
export const categoryImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: CATEGORY_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldNameSize: 100 },
  })
  const target = { storage: app.storage, folder: CATEGORY_UPLOADS }
  const remove = (names: (string | null)[]) => removeStoredImages(target, names)

  app.post(
    '/api/categories/:id/image',
    {
      config: { access: 'staff', invalidates: [CATALOG_TOPIC] },
      schema: {
        tags: ['categories'],
        summary: `Subir la imagen de una categoría (multipart, campo ${CATEGORY_IMAGE_FIELD}) (personal)`,
        consumes: ['multipart/form-data'],
        params: intIdParamsSchema,
        response: { 200: categorySchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params
      // Fails fast with 404 before any file is stored.
      await getCategory(app.db, id)
      const [stored] = await receiveImageUploads(request, {
        field: CATEGORY_IMAGE_FIELD,
        noun: 'imagen',
        maxFiles: 1,
        target,
        tooLarge: TOO_LARGE,
        remove,
      })
      const replaced = await setCategoryImage(app.db, id, stored!).catch(async (err: unknown) => {
        await remove([stored!])
        throw err
      })
      await remove([replaced])
      return getCategory(app.db, id)
    },
  )
}
