import type { FastifyReply } from 'fastify'
import { errorSchema } from '@vitrina/core/schemas/common'

type ErrorResponses<C extends number> = { [K in C]: typeof errorSchema }

/** The error answers a route documents, each in the one error shape (docs/product/platform.md#error-shape). */
export function errorResponses<const C extends number>(...codes: C[]): ErrorResponses<C> {
  return Object.fromEntries(codes.map((code) => [code, errorSchema])) as ErrorResponses<C>
}

/**
 * docs/product/platform.md#pagination: a page answers with its items and the total count in X-Total-Count.
 * Staff lists are never stored by a cache.
 */
export function sendPage<T>(reply: FastifyReply, items: T, total: number, cacheControl = 'no-store'): T {
  reply.header('x-total-count', String(total)).header('cache-control', cacheControl)
  return items
}
