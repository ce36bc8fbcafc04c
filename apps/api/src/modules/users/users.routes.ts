import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { uuidParamsSchema } from '@vitrina/core/schemas/common'
import {
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  userRolesInputSchema,
  userStatusInputSchema,
} from '@vitrina/core/schemas/users'
import { currentUser } from '../../plugins/auth'
import { listUsers, setUserActive, setUserRoles } from './users.service'
import { errorResponses, sendPage } from '../../lib/route-responses'

const tags = ['users']
const errors = errorResponses(400, 401, 403, 404)
// docs/product/auth.md#roles: users and their roles belong to Administrador only.
const admin = { access: 'admin' as const }

/** docs/product/back-office.md#users (/admin/usuarios): accounts, staff roles and deactivation. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Cuentas: búsqueda por usuario o correo, filtros de rol y estado; paginadas (X-Total-Count)',
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const page = await listUsers(app.db, request.query)
      return sendPage(reply, page.users, page.total)
    },
  )

  app.put(
    '/api/admin/users/:id/roles',
    {
      config: { ...admin, invalidates: [] },
      schema: {
        tags,
        summary:
          'Fijar los roles de personal (Administrador, Empleado); cierra las sesiones abiertas de la cuenta',
        params: uuidParamsSchema,
        body: userRolesInputSchema,
        response: { 200: adminUserSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const { user, changed } = await setUserRoles(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body.roles,
      )
      if (changed) {
        app.sessions.forget(user.id)
        app.realtime.disconnectUser(user.id)
      }
      return user
    },
  )

  app.put(
    '/api/admin/users/:id/status',
    {
      config: { ...admin, invalidates: [] },
      schema: {
        tags,
        summary: 'Desactivar o reactivar una cuenta; desactivarla cierra sus sesiones al instante',
        params: uuidParamsSchema,
        body: userStatusInputSchema,
        response: { 200: adminUserSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const { user, changed } = await setUserActive(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body.is_active,
      )
      if (changed) {
        app.sessions.forget(user.id)
        app.realtime.disconnectUser(user.id)
      }
      return user
    },
  )
}
