import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MAX_FILES, PRODUCT_UPLOADS } from '@vitrina/core/images'
import { productDetailSchema } from '@vitrina/core/schemas/catalog'
import { imageOptionValueInputSchema, imageUrlInputSchema } from '@vitrina/core/schemas/catalog-admin'
import { intIdParamsSchema, pathIdSchema } from '@vitrina/core/schemas/common'
import { z } from 'zod'
import { receiveImageUploads } from '../../lib/image-uploads'
import { assertPublicImageLink } from '../../lib/public-host'
import { CATALOG_TOPIC } from '../../lib/change-topics'
import { getProductDetail } from './product-detail.service'
import {
  addProductImages,
  deleteProductImage,
  removeImageFiles,
  setImageOptionValue,
  setPrimaryImage,
} from './product-images.service'
import type { RouteApp } from '../../lib/route-app'
import { errorResponses } from '../../lib/route-responses'

const tags = ['products']
const errors = errorResponses(400, 401, 403, 404, 413)
const staff = { access: 'staff' as const }
/** A product as staff see it (hidden ones too): the answer of every write. */
type StaffDetail = (id: number) => ReturnType<typeof getProductDetail>
const FIELD = 'productImage'
const TOO_LARGE = `Cada imagen puede pesar como máximo ${PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024} MB y se aceptan hasta ${PRODUCT_IMAGE_MAX_FILES} por envío.`

const imageIdParamsSchema = z.strictObject({ imageId: pathIdSchema() })

/** Product images by file (re-encoded to WebP, docs/product/catalogue.md#product-images) or by https URL. */
export const productImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only for these routes, with limits: nothing else of the API accepts files this way.
  await app.register(multipart, {
    limits: {
      fileSize: PRODUCT_IMAGE_MAX_BYTES,
      files: PRODUCT_IMAGE_MAX_FILES,
      fields: 10,
      parts: PRODUCT_IMAGE_MAX_FILES + 10,
      fieldNameSize: 100,
    },
  })
  const detail = (id: number) => getProductDetail(app.db, { id }, { includeInactive: true })
  uploadRoutes(app, detail)
  imageRoutes(app, detail)
}

/** New images, as files or by link. */
function uploadRoutes(app: RouteApp, detail: StaffDetail) {
  const target = { storage: app.storage, folder: PRODUCT_UPLOADS }

  app.post(
    '/api/products/:id/images',
    {
      config: { ...staff, invalidates: [CATALOG_TOPIC] },
      schema: {
        tags,
        summary: `Subir imágenes (multipart, campo ${FIELD}) (personal)`,
        consumes: ['multipart/form-data'],
        params: intIdParamsSchema,
        response: { 201: productDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      // Fails fast with 404 before any file is stored.
      await detail(id)
      const remove = (names: string[]) => removeImageFiles(app.storage, names)
      const stored = await receiveImageUploads(request, {
        field: FIELD,
        noun: 'imagen',
        maxFiles: PRODUCT_IMAGE_MAX_FILES,
        target,
        tooLarge: TOO_LARGE,
        remove,
      })
      await addProductImages(app.db, id, stored).catch(async (err: unknown) => {
        await remove(stored)
        throw err
      })
      return reply.code(201).send(await detail(id))
    },
  )

  app.post(
    '/api/products/:id/images/url',
    {
      config: { ...staff, invalidates: [CATALOG_TOPIC] },
      schema: {
        tags,
        summary: 'Añadir una imagen por enlace https (personal)',
        params: intIdParamsSchema,
        body: imageUrlInputSchema,
        response: { 201: productDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      await detail(request.params.id)
      await assertPublicImageLink(request.body.imageUrl, app.hostResolver)
      await addProductImages(app.db, request.params.id, [request.body.imageUrl])
      return reply.code(201).send(await detail(request.params.id))
    },
  )
}

/** One image: remove it, make it the primary, tie it to an option value. */
function imageRoutes(app: RouteApp, detail: StaffDetail) {
  app.delete(
    '/api/products/images/:imageId',
    {
      config: { ...staff, invalidates: [CATALOG_TOPIC] },
      schema: {
        tags,
        summary: 'Eliminar una imagen de producto (personal)',
        params: imageIdParamsSchema,
        response: { 200: productDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { productId, imageUrl } = await deleteProductImage(app.db, request.params.imageId)
      await removeImageFiles(app.storage, [imageUrl])
      return detail(productId)
    },
  )

  app.put(
    '/api/products/images/:imageId/primary',
    {
      config: { ...staff, invalidates: [CATALOG_TOPIC] },
      schema: {
        tags,
        summary: 'Elegir la imagen principal de un producto (personal)',
        params: imageIdParamsSchema,
        response: { 200: productDetailSchema, ...errors },
      },
    },
    async (request) => {
      const productId = await setPrimaryImage(app.db, request.params.imageId)
      return detail(productId)
    },
  )

  app.put(
    '/api/products/images/:imageId/option-value',
    {
      config: { ...staff, invalidates: [CATALOG_TOPIC] },
      schema: {
        tags,
        summary: 'Vincular una imagen a un valor de opción, o desvincularla con null (personal)',
        params: imageIdParamsSchema,
        body: imageOptionValueInputSchema,
        response: { 200: productDetailSchema, ...errors },
      },
    },
    async (request) => {
      const productId = await setImageOptionValue(
        app.db,
        request.params.imageId,
        request.body.option_value_id,
      )
      return detail(productId)
    },
  )
}
