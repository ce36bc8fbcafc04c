import type { FastifyReply } from 'fastify'

/**
 * Send JSON that was serialized once and kept (settings, catalogue pages). Fastify passes a Buffer
 * through untouched, so the route's response schema documents the shape without re-serializing.
 */
export function sendJsonBytes(reply: FastifyReply, bytes: Buffer) {
  return reply.type('application/json; charset=utf-8').send(bytes as never)
}
