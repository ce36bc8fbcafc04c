import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { intIdParamsSchema, messageSchema } from '@vitrina/core/schemas/common'
import {
  shippingZoneInputSchema,
  shippingZoneListSchema,
  shippingZoneSchema,
} from '@vitrina/core/schemas/shipping-zones'
import { createResponseCache, sendCached } from '../../plugins/response-cache'
import {
  createShippingZone,
  deleteShippingZone,
  listShippingZones,
  SHIPPING_ZONES_TOPIC,
  updateShippingZone,
} from './shipping-zones.service'
import { errorResponses } from '../../lib/route-responses'

const tags = ['shipping']
const errors = errorResponses(400, 401, 403, 404, 409)
const staff = { access: 'staff' as const }

/**
 * docs/product/platform.md#one-process: the zones are public (the checkout quotes the chosen address with
 * them, the cart knows whether shipping depends on the address); only staff write them.
 */
export const shippingZonesRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = createResponseCache({ changes: app.changes, topics: [SHIPPING_ZONES_TOPIC], maxEntries: 1 })

  app.get(
    '/api/shipping/zones',
    {
      config: { access: 'public' },
      compress: false,
      schema: {
        tags,
        summary: 'Zonas de envío por departamento: costo, envío gratis y tiempo de entrega',
        response: { 200: shippingZoneListSchema },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await cache.get('all', async () => ({ json: JSON.stringify(await listShippingZones(app.db)) })),
      ),
  )

  app.post(
    '/api/shipping/zones',
    {
      config: { ...staff, invalidates: [SHIPPING_ZONES_TOPIC] },
      schema: {
        tags,
        summary: 'Crear una zona de envío (personal)',
        body: shippingZoneInputSchema,
        response: { 201: shippingZoneSchema, ...errors },
      },
    },
    async (request, reply) => {
      const zone = await createShippingZone(app.db, request.body)
      return reply.code(201).send(zone)
    },
  )

  app.put(
    '/api/shipping/zones/:id',
    {
      config: { ...staff, invalidates: [SHIPPING_ZONES_TOPIC] },
      schema: {
        tags,
        summary: 'Reemplazar una zona de envío (personal)',
        params: intIdParamsSchema,
        body: shippingZoneInputSchema,
        response: { 200: shippingZoneSchema, ...errors },
      },
    },
    async (request) => {
      const zone = await updateShippingZone(app.db, request.params.id, request.body)
      return zone
    },
  )

  app.delete(
    '/api/shipping/zones/:id',
    {
      config: { ...staff, invalidates: [SHIPPING_ZONES_TOPIC] },
      schema: {
        tags,
        summary: 'Eliminar una zona de envío (personal); los pedidos conservan la zona que usaron',
        params: intIdParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteShippingZone(app.db, request.params.id)
      return { message: 'Zona de envío eliminada.' }
    },
  )
}
