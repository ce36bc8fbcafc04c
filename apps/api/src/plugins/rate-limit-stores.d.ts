// @fastify/rate-limit's own stores, which it does not export with types: the store in rate-limit-store.ts
// wraps them.
declare module '@fastify/rate-limit/store/*.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit'

  const Store: new (
    continueExceeding: boolean | undefined,
    exponentialBackoff: boolean | undefined,
    ...rest: unknown[]
  ) => FastifyRateLimitStore
  export default Store
}
