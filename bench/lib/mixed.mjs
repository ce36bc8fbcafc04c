import { randomUUID } from 'node:crypto'
import { endpoints } from './endpoints.mjs'
import { measure } from './load.mjs'
import { call, createCustomers, preparePool } from './orders.mjs'
import { startServer } from './store.mjs'

// Reads while people buy (docs/decisions/007-catalogue-response-cache.md#order-invalidation): the cached list
// page at full speed, first alone and then while orders arrive at a steady rate on the order pool's products
// (which never sell out), on one server. An order drops only the pages of the products it touched, so the
// list page should keep most of its throughput.

export const ORDER_RATE = 100
const CUSTOMERS = 20
const CONNECTIONS = 50
const WARM_UP_SECONDS = 2
/** Orders in flight at most: beyond it the driver skips a tick rather than queue without bound. */
const MAX_IN_FLIGHT = 50

/** Orders at `rate` per second until stopped: one every 1000/rate ms, round-robin over the customers. */
function steadyOrders(origin, customers, pool, rate) {
  const tally = { sent: 0, created: 0, refused: 0, skipped: 0 }
  let inFlight = 0
  let turn = 0
  const placeOne = async () => {
    const customer = customers[turn % customers.length]
    const productId = pool[turn % pool.length]
    turn += 1
    inFlight += 1
    tally.sent += 1
    try {
      const res = await call(origin, 'POST', '/api/orders', {
        token: customer.token,
        headers: { 'idempotency-key': randomUUID() },
        body: {
          shipping_address_id: customer.addressId,
          items: [{ productId, quantity: 1 }],
          payment_method: 'contra_entrega',
        },
      })
      if (res.status === 201) tally.created += 1
      else tally.refused += 1
    } catch {
      tally.refused += 1
    } finally {
      inFlight -= 1
    }
  }
  const started = performance.now()
  const timer = setInterval(() => {
    if (inFlight >= MAX_IN_FLIGHT) tally.skipped += 1
    else void placeOne()
  }, 1000 / rate)
  return {
    async stop() {
      clearInterval(timer)
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 10))
      return { ...tally, seconds: (performance.now() - started) / 1000 }
    },
  }
}

/** The cached list page's req/s alone, then with ORDER_RATE orders/s arriving, and the share it keeps. */
export async function measureMixed(store, tool, seconds, onProgress = () => {}) {
  const server = await startServer(store)
  try {
    const pool = await preparePool(server.origin)
    onProgress(`${CUSTOMERS} customers sign up and save an address`)
    const customers = await createCustomers(server.origin, `${store.kind}m`, CUSTOMERS)
    const [list] = endpoints(0)
    const run = (runSeconds) =>
      measure(tool, {
        url: server.origin + list.path,
        serverPid: server.pid,
        connections: CONNECTIONS,
        seconds: runSeconds,
        acceptEncoding: 'br, gzip',
      })
    await run(WARM_UP_SECONDS)
    onProgress(`cached list alone, ${seconds} s`)
    const alone = await run(seconds)
    onProgress(`cached list with ${ORDER_RATE} orders/s, ${seconds} s`)
    const orders = steadyOrders(server.origin, customers, pool, ORDER_RATE)
    const mixed = await run(seconds).catch(async (err) => {
      await orders.stop()
      throw err
    })
    const placed = await orders.stop()
    return {
      connections: CONNECTIONS,
      alone,
      mixed,
      kept: mixed.rps / alone.rps,
      orders: { ...placed, perSecond: placed.created / placed.seconds },
    }
  } finally {
    await server.stop()
  }
}
