import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { intIdParamsSchema, messageSchema } from '@vitrina/core/schemas/common'
import {
  adminPolicyListSchema,
  adminPolicySchema,
  policyInputSchema,
  policyListSchema,
  policyUpdateSchema,
} from '@vitrina/core/schemas/content'
import { createResponseCache, sendCached } from '../../plugins/response-cache'
import {
  createPolicy,
  deletePolicy,
  listPolicies,
  listPoliciesAdmin,
  POLICIES_TOPIC,
  updatePolicy,
} from './policies.service'
import { errorResponses } from '../../lib/route-responses'

const tags = ['content']
const errors = errorResponses(400, 401, 403, 404)
const staff = { access: 'staff' as const }

/**
 * docs/product/content.md#content-api: policies, HTML sanitized on write. The public list is cached until
 * staff change it; the admin list (with the order) is what /admin/politicas needs beyond the spec.
 */
export const policiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = createResponseCache({ changes: app.changes, topics: [POLICIES_TOPIC], maxEntries: 1 })

  app.get(
    '/api/policies',
    {
      config: { access: 'public' },
      compress: false,
      schema: { tags, summary: 'Políticas de la tienda', response: { 200: policyListSchema } },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await cache.get('all', async () => ({ json: JSON.stringify(await listPolicies(app.db)) })),
      ),
  )

  app.get(
    '/api/policies/admin/all',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Políticas con orden y fecha (personal)',
        response: { 200: adminPolicyListSchema, ...errors },
      },
    },
    async () => listPoliciesAdmin(app.db),
  )

  app.post(
    '/api/policies',
    {
      config: { ...staff, invalidates: [POLICIES_TOPIC] },
      schema: {
        tags,
        summary: 'Crear una política; el HTML se limpia (personal)',
        body: policyInputSchema,
        response: { 201: adminPolicySchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createPolicy(app.db, request.body)
      return reply.code(201).send(created)
    },
  )

  app.put(
    '/api/policies/:id',
    {
      config: { ...staff, invalidates: [POLICIES_TOPIC] },
      schema: {
        tags,
        summary: 'Editar una política; el HTML se limpia (personal)',
        params: intIdParamsSchema,
        body: policyUpdateSchema,
        response: { 200: adminPolicySchema, ...errors },
      },
    },
    async (request) => {
      const updated = await updatePolicy(app.db, request.params.id, request.body)
      return updated
    },
  )

  app.delete(
    '/api/policies/:id',
    {
      config: { ...staff, invalidates: [POLICIES_TOPIC] },
      schema: {
        tags,
        summary: 'Eliminar una política (personal)',
        params: intIdParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await deletePolicy(app.db, request.params.id)
      return { message: 'Política eliminada.' }
    },
  )
}
