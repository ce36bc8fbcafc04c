import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_UPLOADS } from '@vitrina/core/images'
import { intIdParamsSchema } from '@vitrina/core/schemas/common'
import { FUTURE_PRODUCT_IMAGE_FIELD, futureProductSchema } from '@vitrina/core/schemas/future-products'
import { receiveImageUploads } from '../../lib/image-uploads'
import { removeImageFiles } from '../catalog/product-images.service'
import { FUTURE_PRODUCTS_TOPIC } from './future-products.routes'
import { updateFutureProduct } from './future-products.service'
import { errorResponses } from '../../lib/route-responses'

const tags = ['future-products']
const errors = errorResponses(400, 401, 403, 404, 413)
const staff = { access: 'staff' as const }
const TOO_LARGE = `La imagen puede pesar como máximo ${PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024} MB.`

/**
 * docs/product/catalogue.md#future-product-images: staff upload one picture per future product, re-encoded
 * to WebP like product images and stored beside them; the one it replaces is removed.
 */
export const futureProductImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldNameSize: 100 },
  })
  const target = { storage: app.storage, folder: PRODUCT_UPLOADS }
  const setImage = async (id: number, image: string | null) => {
    const { item, previous } = await updateFutureProduct(app.db, id, { image_url: image })
    if (previous) await removeImageFiles(app.storage, [previous])
    return item
  }

  app.post(
    '/api/future-products/:id/image',
    {
      config: { ...staff, invalidates: [FUTURE_PRODUCTS_TOPIC] },
      schema: {
        tags,
        summary: `Subir la imagen de un producto futuro (multipart, campo ${FUTURE_PRODUCT_IMAGE_FIELD}) (personal)`,
        consumes: ['multipart/form-data'],
        params: intIdParamsSchema,
        response: { 200: futureProductSchema, ...errors },
      },
    },
    async (request) => {
      const remove = (stored: string[]) => removeImageFiles(app.storage, stored)
      const [stored] = await receiveImageUploads(request, {
        field: FUTURE_PRODUCT_IMAGE_FIELD,
        noun: 'imagen',
        maxFiles: 1,
        target,
        tooLarge: TOO_LARGE,
        remove,
      })
      try {
        return await setImage(request.params.id, stored!)
      } catch (err) {
        await remove([stored!])
        throw err
      }
    },
  )

  app.delete(
    '/api/future-products/:id/image',
    {
      config: { ...staff, invalidates: [FUTURE_PRODUCTS_TOPIC] },
      schema: {
        tags,
        summary: 'Quitar la imagen de un producto futuro (personal)',
        params: intIdParamsSchema,
        response: { 200: futureProductSchema, ...errors },
      },
    },
    async (request) => setImage(request.params.id, null),
  )
}
