import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** The app a route plugin receives, for the functions that register one group of its routes. */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0]
