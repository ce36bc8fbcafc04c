import path from 'node:path'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MAX_FILES, PRODUCT_UPLOADS } from '@vitrina/core/images'
import { productDetailSchema } from '@vitrina/core/schemas/catalog'
import { imageUrlInputSchema } from '@vitrina/core/schemas/catalog-admin'
import { errorSchema, intIdParamsSchema } from '@vitrina/core/schemas/common'
import { z } from 'zod'
import { badRequest, HttpError } from '../../lib/errors'
import { storeWebpImage } from '../../lib/images'
import { CATALOG_TOPIC } from './catalog-cache'
import { getProductDetail } from './product-detail.service'
import {
  addProductImages,
  deleteProductImage,
  removeImageFiles,
  setPrimaryImage,
} from './product-images.service'

const tags = ['products']
const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  413: errorSchema,
}
const staff = { access: 'staff' as const }
const FIELD = 'productImage'
const TOO_LARGE = `Cada imagen puede pesar como máximo ${PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024} MB y se aceptan hasta ${PRODUCT_IMAGE_MAX_FILES} por envío.`

const imageIdParamsSchema = z.strictObject({
  imageId: z.coerce
    .number({ error: 'Identificador inválido.' })
    .int('Identificador inválido.')
    .positive('Identificador inválido.'),
})

/** Product images by file (re-encoded to WebP, ARCHITECTURE.md "uploads") or by https URL. */
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
  const dir = path.join(app.config.uploadsDir, PRODUCT_UPLOADS)
  const detail = (id: number) => getProductDetail(app.db, { id }, { includeInactive: true })

  app.post(
    '/api/products/:id/images',
    {
      config: staff,
      schema: {
        tags,
        summary: `Subir imágenes (multipart, campo ${FIELD}) (personal)`,
        consumes: ['multipart/form-data'],
        params: intIdParamsSchema,
        response: { 201: productDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw badRequest(`Envía la imagen como multipart/form-data en el campo ${FIELD}.`, 'NOT_MULTIPART')
      const { id } = request.params
      // Fails fast with 404 before any file is stored.
      await detail(id)
      const stored: string[] = []
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue
          if (part.fieldname !== FIELD)
            throw badRequest(`La imagen debe ir en el campo ${FIELD}.`, 'WRONG_FIELD')
          if (!part.mimetype.startsWith('image/'))
            throw badRequest('Solo se aceptan archivos de imagen.', 'INVALID_IMAGE')
          stored.push(await storeWebpImage(await part.toBuffer(), dir))
        }
        if (!stored.length) throw badRequest(`Adjunta al menos una imagen en el campo ${FIELD}.`, 'NO_IMAGE')
        await addProductImages(app.db, id, stored)
      } catch (err) {
        await removeImageFiles(app.config.uploadsDir, stored)
        const code = (err as { code?: string }).code
        if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
          throw new HttpError(413, TOO_LARGE, 'IMAGE_TOO_LARGE')
        throw err
      }
      app.changes.publish(CATALOG_TOPIC)
      return reply.code(201).send(await detail(id))
    },
  )

  app.post(
    '/api/products/:id/images/url',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Añadir una imagen por enlace https (personal)',
        params: intIdParamsSchema,
        body: imageUrlInputSchema,
        response: { 201: productDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      await addProductImages(app.db, request.params.id, [request.body.imageUrl])
      app.changes.publish(CATALOG_TOPIC)
      return reply.code(201).send(await detail(request.params.id))
    },
  )

  app.delete(
    '/api/products/images/:imageId',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Eliminar una imagen de producto (personal)',
        params: imageIdParamsSchema,
        response: { 200: productDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { productId, imageUrl } = await deleteProductImage(app.db, request.params.imageId)
      app.changes.publish(CATALOG_TOPIC)
      await removeImageFiles(app.config.uploadsDir, [imageUrl])
      return detail(productId)
    },
  )

  app.put(
    '/api/products/images/:imageId/primary',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Elegir la imagen principal de un producto (personal)',
        params: imageIdParamsSchema,
        response: { 200: productDetailSchema, ...errors },
      },
    },
    async (request) => {
      const productId = await setPrimaryImage(app.db, request.params.imageId)
      app.changes.publish(CATALOG_TOPIC)
      return detail(productId)
    },
  )
}
