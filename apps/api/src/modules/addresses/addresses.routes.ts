import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ADDRESS_SAVED_MESSAGE,
  addressInputSchema,
  addressListSchema,
  addressMunicipioInputSchema,
  addressSavedSchema,
} from '@vitrina/core/schemas/addresses'
import { intIdParamsSchema, messageSchema } from '@vitrina/core/schemas/common'
import { currentUser } from '../../plugins/auth'
import {
  createAddress,
  deleteAddress,
  listAddresses,
  setAddressMunicipio,
  setDefaultAddress,
} from './addresses.service'
import { errorResponses } from '../../lib/route-responses'

const tags = ['addresses']
const errors = errorResponses(400, 401, 404)
const signedIn = { access: 'authenticated' as const }

/** docs/product/account.md#addresses /cuenta/direcciones: the signed-in customer's shipping addresses. */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/addresses',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Mis direcciones (la predeterminada primero)',
        response: { 200: addressListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return listAddresses(app.db, currentUser(request).id)
    },
  )

  app.post(
    '/api/addresses',
    {
      config: { ...signedIn, invalidates: [] },
      schema: {
        tags,
        summary: 'Guardar una dirección (la primera queda como predeterminada)',
        body: addressInputSchema,
        response: { 201: addressSavedSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const address = await createAddress(app.db, currentUser(request).id, request.body)
      return reply.code(201).send({ message: ADDRESS_SAVED_MESSAGE, address })
    },
  )

  app.put(
    '/api/addresses/:id/default',
    {
      config: { ...signedIn, invalidates: [] },
      schema: {
        tags,
        summary: 'Usar una dirección como predeterminada',
        params: intIdParamsSchema,
        response: { 200: addressSavedSchema, ...errors },
      },
    },
    async (request) => ({
      message: 'Dirección predeterminada actualizada.',
      address: await setDefaultAddress(app.db, currentUser(request).id, request.params.id),
    }),
  )

  app.put(
    '/api/addresses/:id/municipio',
    {
      config: { ...signedIn, invalidates: [] },
      schema: {
        tags,
        summary: 'Confirmar el municipio (código DANE) de una de mis direcciones',
        params: intIdParamsSchema,
        body: addressMunicipioInputSchema,
        response: { 200: addressSavedSchema, ...errors },
      },
    },
    async (request) => ({
      message: 'Municipio confirmado.',
      address: await setAddressMunicipio(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body.municipality_code,
      ),
    }),
  )

  app.delete(
    '/api/addresses/:id',
    {
      config: { ...signedIn, invalidates: [] },
      schema: {
        tags,
        summary: 'Eliminar una de mis direcciones',
        params: intIdParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteAddress(app.db, currentUser(request).id, request.params.id)
      return { message: 'Dirección eliminada.' }
    },
  )
}
