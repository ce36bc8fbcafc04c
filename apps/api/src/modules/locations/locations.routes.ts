import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DEPARTAMENTO_CODES, DEPARTAMENTOS } from '@vitrina/core/departamentos'
import { municipiosOf } from '@vitrina/core/municipios'
import { municipiosQuerySchema, placeListSchema } from '@vitrina/core/schemas/locations'
import { notFound } from '../../lib/errors'
import { errorResponses } from '../../lib/route-responses'

// docs/product/account.md#address-form (docs/decisions/031-dane-municipalities.md): the DANE's list, shipped
// with the code (no network at run time); it changes only with a release, so browsers may keep it a day.

const tags = ['locations']
const CACHE = 'public, max-age=86400'

const departamentos = DEPARTAMENTOS.map((name) => ({ code: DEPARTAMENTO_CODES[name], name }))

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/locations/departamentos',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Departamentos de Colombia con su código DANE (por nombre)',
        response: { 200: placeListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE)
      return departamentos
    },
  )

  app.get(
    '/api/locations/municipios',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Municipios de un departamento con su código DANE (por nombre)',
        querystring: municipiosQuerySchema,
        response: { 200: placeListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const list = municipiosOf(request.query.departamento)
      if (!list)
        throw notFound(
          'Departamento no encontrado: usa su código DANE de 2 dígitos, por ejemplo 05 (Antioquia).',
          'DEPARTAMENTO_NOT_FOUND',
        )
      reply.header('cache-control', CACHE)
      return list
    },
  )
}
