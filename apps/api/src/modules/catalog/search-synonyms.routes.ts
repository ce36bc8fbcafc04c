import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { intIdParamsSchema, messageSchema } from '@vitrina/core/schemas/common'
import {
  searchSynonymInputSchema,
  searchSynonymListSchema,
  searchSynonymSchema,
} from '@vitrina/core/schemas/search-synonyms'
import { SEARCH_SYNONYMS_TOPIC } from './search-synonyms'
import {
  createSearchSynonym,
  deleteSearchSynonym,
  listSearchSynonyms,
  updateSearchSynonym,
} from './search-synonyms.service'
import { errorResponses } from '../../lib/route-responses'

const tags = ['catalog']
const errors = errorResponses(400, 401, 403, 404, 409)
const staff = { access: 'staff' as const }

/**
 * docs/product/search.md#staff-synonyms: staff keep the store's synonym groups. Every write is published, so
 * each instance reads the groups again and drops its cached search answers at once.
 */
export const searchSynonymsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search-synonyms',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Sinónimos de búsqueda de la tienda (personal)',
        response: { 200: searchSynonymListSchema, ...errors },
      },
    },
    async () => listSearchSynonyms(app.db),
  )

  app.post(
    '/api/search-synonyms',
    {
      config: { ...staff, invalidates: [SEARCH_SYNONYMS_TOPIC] },
      schema: {
        tags,
        summary: 'Crear un grupo de sinónimos de búsqueda (personal)',
        body: searchSynonymInputSchema,
        response: { 201: searchSynonymSchema, ...errors },
      },
    },
    async (request, reply) => {
      const group = await createSearchSynonym(app.db, request.body.words)
      return reply.code(201).send(group)
    },
  )

  app.put(
    '/api/search-synonyms/:id',
    {
      config: { ...staff, invalidates: [SEARCH_SYNONYMS_TOPIC] },
      schema: {
        tags,
        summary: 'Reemplazar un grupo de sinónimos de búsqueda (personal)',
        params: intIdParamsSchema,
        body: searchSynonymInputSchema,
        response: { 200: searchSynonymSchema, ...errors },
      },
    },
    async (request) => {
      const group = await updateSearchSynonym(app.db, request.params.id, request.body.words)
      return group
    },
  )

  app.delete(
    '/api/search-synonyms/:id',
    {
      config: { ...staff, invalidates: [SEARCH_SYNONYMS_TOPIC] },
      schema: {
        tags,
        summary: 'Eliminar un grupo de sinónimos de búsqueda (personal)',
        params: intIdParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteSearchSynonym(app.db, request.params.id)
      return { message: 'Grupo de sinónimos eliminado.' }
    },
  )
}
