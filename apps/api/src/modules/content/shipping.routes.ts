import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { intIdParamsSchema, messageSchema } from '@vitrina/core/schemas/common'
import {
  adminShippingInfoListSchema,
  adminShippingInfoSchema,
  shippingInfoInputSchema,
  shippingInfoListSchema,
  shippingInfoUpdateSchema,
} from '@vitrina/core/schemas/shipping'
import { createResponseCache, sendCached } from '../../plugins/response-cache'
import {
  createShippingInfo,
  deleteShippingInfo,
  listShippingInfo,
  listShippingInfoAdmin,
  updateShippingInfo,
} from './shipping.service'
import { errorResponses } from '../../lib/route-responses'

export const SHIPPING_TOPIC = 'shipping'
const tags = ['shipping']
const errors = errorResponses(400, 401, 403, 404)
const staff = { access: 'staff' as const }

/** docs/product/content.md#shipping-info: the public list is cached until staff change it. */
export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = createResponseCache({ changes: app.changes, topics: [SHIPPING_TOPIC], maxEntries: 1 })

  app.get(
    '/api/shipping',
    {
      config: { access: 'public' },
      compress: false,
      schema: { tags, summary: 'Información de envío', response: { 200: shippingInfoListSchema } },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await cache.get('all', async () => ({ json: JSON.stringify(await listShippingInfo(app.db)) })),
      ),
  )

  app.get(
    '/api/shipping/admin/all',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Información de envío con orden y fecha (personal)',
        response: { 200: adminShippingInfoListSchema, ...errors },
      },
    },
    async () => listShippingInfoAdmin(app.db),
  )

  app.post(
    '/api/shipping',
    {
      config: { ...staff, invalidates: [SHIPPING_TOPIC] },
      schema: {
        tags,
        summary: 'Crear una entrada de envío; el HTML se limpia (personal)',
        body: shippingInfoInputSchema,
        response: { 201: adminShippingInfoSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createShippingInfo(app.db, request.body)
      return reply.code(201).send(created)
    },
  )

  app.put(
    '/api/shipping/:id',
    {
      config: { ...staff, invalidates: [SHIPPING_TOPIC] },
      schema: {
        tags,
        summary: 'Editar una entrada de envío; el HTML se limpia (personal)',
        params: intIdParamsSchema,
        body: shippingInfoUpdateSchema,
        response: { 200: adminShippingInfoSchema, ...errors },
      },
    },
    async (request) => {
      const updated = await updateShippingInfo(app.db, request.params.id, request.body)
      return updated
    },
  )

  app.delete(
    '/api/shipping/:id',
    {
      config: { ...staff, invalidates: [SHIPPING_TOPIC] },
      schema: {
        tags,
        summary: 'Eliminar una entrada de envío (personal)',
        params: intIdParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteShippingInfo(app.db, request.params.id)
      return { message: 'Entrada de envío eliminada.' }
    },
  )
}
