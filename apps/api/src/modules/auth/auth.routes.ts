import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  authResponseSchema,
  availabilitySchema,
  changePasswordInputSchema,
  checkEmailQuerySchema,
  checkUsernameQuerySchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  sessionUserSchema,
} from '@vitrina/core/schemas/auth'
import { messageSchema } from '@vitrina/core/schemas/common'
import { currentUser } from '../../plugins/auth'
import {
  changePassword,
  isEmailAvailable,
  isUsernameAvailable,
  loginUser,
  registerUser,
} from './auth.service'
import { publicUser } from '../../lib/session-users'
import { isPolicyPending } from '../privacy/consents.service'
import { RESET_MESSAGES, requestPasswordReset, resetPassword } from './password-reset.service'
import type { RouteApp } from '../../lib/route-app'
import { errorResponses } from '../../lib/route-responses'

const errors = errorResponses(400, 401, 403, 409, 429)
const tags = ['auth']

/** docs/product/auth.md: sign-in, sign-up, the session, the sign-up form's checks and the password routes. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  sessionRoutes(app)
  availabilityRoutes(app)
  passwordRoutes(app)
}

/** Rate limited: every guess at a password or an address costs a request. */
const limitedConfig = (app: RouteApp) => ({ access: 'public' as const, rateLimit: app.sensitiveRateLimit })

/** docs/product/auth.md#login, #register and #session. */
function sessionRoutes(app: RouteApp) {
  const limited = limitedConfig(app)
  app.post(
    '/api/auth/login',
    {
      config: { ...limited, invalidates: [] },
      schema: {
        tags,
        summary: 'Iniciar sesión',
        body: loginInputSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await loginUser(app.db, request.body)
      const privacy_policy_pending = await isPolicyPending(app.db, user.id, user.roles)
      return { token: app.signToken(user), user: publicUser(user), privacy_policy_pending }
    },
  )

  app.post(
    '/api/auth/register',
    {
      config: { ...limited, invalidates: [] },
      schema: {
        tags,
        summary: 'Crear una cuenta de cliente',
        body: registerInputSchema,
        response: { 201: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await registerUser(app.db, request.body, app.config.env === 'production', {
        channel: 'web',
        ip: request.ip,
      })
      const auth = { token: app.signToken(user), user: publicUser(user), privacy_policy_pending: false }
      return reply.code(201).send(auth)
    },
  )

  app.get(
    '/api/auth/me',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Usuario de la sesión',
        response: {
          200: z.object({ user: sessionUserSchema, privacy_policy_pending: z.boolean() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = currentUser(request)
      return {
        user: publicUser(user),
        privacy_policy_pending: await isPolicyPending(app.db, user.id, user.roles),
      }
    },
  )
}

/** docs/product/auth.md#availability-checks */
function availabilityRoutes(app: RouteApp) {
  // The sign-up form checks after a 500 ms pause in typing: generous for people, a wall for enumeration.
  const availabilityCheck = {
    access: 'public' as const,
    rateLimit: { max: app.config.checkRateLimitMax, timeWindow: '1 minute' },
  }
  app.get(
    '/api/auth/check-username',
    {
      config: availabilityCheck,
      schema: {
        tags,
        summary: '¿Está libre este nombre de usuario?',
        querystring: checkUsernameQuerySchema,
        response: { 200: availabilitySchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({ available: await isUsernameAvailable(app.db, request.query.username) }),
  )

  app.get(
    '/api/auth/check-email',
    {
      config: availabilityCheck,
      schema: {
        tags,
        summary: '¿Está libre este correo?',
        querystring: checkEmailQuerySchema,
        response: { 200: availabilitySchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({ available: await isEmailAvailable(app.db, request.query.email) }),
  )
}

/** docs/product/auth.md#password-recovery: change, forget and reset a password. */
function passwordRoutes(app: RouteApp) {
  const limited = limitedConfig(app)
  app.put(
    '/api/auth/profile/password',
    {
      config: { access: 'authenticated', invalidates: [] },
      schema: {
        tags,
        summary: 'Cambiar la contraseña (cierra las demás sesiones y devuelve un token nuevo)',
        body: changePasswordInputSchema,
        response: { 200: messageSchema.extend({ token: z.string() }), ...errors },
      },
    },
    async (request) => {
      const user = await changePassword(
        app.db,
        currentUser(request).id,
        request.body,
        app.config.env === 'production',
      )
      app.sessions.forget(user.id)
      return { message: 'Contraseña cambiada con éxito.', token: app.signToken(user) }
    },
  )

  app.post(
    '/api/auth/forgot-password',
    {
      config: { ...limited, invalidates: [] },
      schema: {
        tags,
        summary: 'Pedir un enlace para restablecer la contraseña',
        body: forgotPasswordInputSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await requestPasswordReset(app.db, request.body.email, app.config.resetMailMaxPerHour)
      // The same answer whether or not the e-mail exists: nobody learns who has an account.
      return { message: RESET_MESSAGES.requested }
    },
  )

  app.post(
    '/api/auth/reset-password',
    {
      config: { ...limited, invalidates: [] },
      schema: {
        tags,
        summary: 'Elegir una nueva contraseña con el enlace recibido',
        body: resetPasswordInputSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const { token, newPassword } = request.body
      app.sessions.forget(await resetPassword(app.db, token, newPassword, app.config.env === 'production'))
      return { message: RESET_MESSAGES.done }
    },
  )
}
