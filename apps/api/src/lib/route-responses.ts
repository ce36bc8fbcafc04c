import type { FastifyReply } from 'fastify'
import { errorSchema } from '@vitrina/core/schemas/common'

type ErrorResponses<C extends number> = { [K in C]: typeof errorSchema }

/** The error answers a route documents, each in the one error shape (docs/product/platform.md#error-shape). */
export function errorResponses<const C extends number>(...codes: C[]): ErrorResponses<C> {
  return Object.fromEntries(codes.map((code) => [code, errorSchema])) as ErrorResponses<C>
}

/** docs/product/platform.md#pagination: a page's total count travels in X-Total-Count. */
export function totalCountHeader(total: number) {
  return { 'x-total-count': String(total) }
}

/**
 * docs/product/platform.md#pagination: a page answers with its items and the total count in X-Total-Count.
 * Staff lists are never stored by a cache. Returns the reply, for an answer sent as bytes.
 */
export function pageHeaders(reply: FastifyReply, total: number, cacheControl = 'no-store'): FastifyReply {
  return reply.headers({ ...totalCountHeader(total), 'cache-control': cacheControl })
}

/** A page of items answered with `pageHeaders`. */
export function sendPage<T>(reply: FastifyReply, items: T, total: number, cacheControl = 'no-store'): T {
  pageHeaders(reply, total, cacheControl)
  return items
}
