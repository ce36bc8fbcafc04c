import { afterAll, describe, expect, test } from 'vitest'
import { REALTIME_EVENTS } from '@vitrina/core/constants'
import { ROLE } from '@vitrina/core/roles'
import { saveAddress } from '../test/factories/addresses'
import { insertProduct } from '../test/factories/catalog'
import { orderId } from '../test/factories/orders'
import { buildTestApp, eventually, type TestContext } from '../test/build-test-app'
import { createAdmin, createEmployee, createUser, type TestUser } from '../test/factories'
import { redisAvailable, TEST_REDIS_URL, twoInstances } from '../test/redis'
import { startRedisProxy } from '../test/redis-proxy'
import { connectSocket, recordEvents, socketHost } from '../test/sockets'
import { handshakeAllowed } from './realtime'

// docs/product/realtime.md#live-notifications: socket.io on the API's port, JWT checked at the handshake,
// staff only; 'new-order' for online and till orders, 'new-message' for contact messages; with REDIS_URL
// every instance.

const contact = { sender_name: 'Lucía', sender_email: 'lucia@correo.co', message: '¿Tienen envíos a Pasto?' }

/** One unit of `productId` sold at the till by `cashier` on `ctx`'s instance. */
const tillSale = (ctx: TestContext, cashier: TestUser, productId: number, payment_method = 'tarjeta') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/pos/sales',
    headers: cashier.auth,
    payload: { items: [{ productId, quantity: 1 }], payment_method },
  })

/** `admin` takes every role away from `user` on `ctx`'s instance. */
const demote = (ctx: TestContext, admin: TestUser, user: TestUser) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${user.user.id}/roles`,
    headers: admin.auth,
    payload: { roles: [] },
  })

describe('one instance', async () => {
  const ctx = await buildTestApp()
  const { app } = ctx
  const employee = await createEmployee(ctx)
  const admin = await createAdmin(ctx)
  const shopper = await createUser(ctx)
  const { id: addressId } = await saveAddress(ctx, shopper)
  const product = await insertProduct(ctx, { name: 'Mochila', price: 80_000, stock_quantity: 50 })

  test('staff hear of a new online order, a till sale and a contact message', async () => {
    const socket = await connectSocket(app, employee.token)
    const orders = recordEvents(socket, REALTIME_EVENTS.newOrder)
    const messages = recordEvents(socket, REALTIME_EVENTS.newMessage)

    const online = await orderId(ctx, shopper, [{ productId: product.id, quantity: 1 }], { addressId })
    await eventually(() => orders.length === 1)
    expect(orders[0]).toEqual({ id: online, order_number: expect.any(Number), channel: 'web' })

    await tillSale(ctx, admin, product.id)
    await eventually(() => orders.length === 2)
    expect(orders[1]).toMatchObject({ channel: 'pos' })

    await app.inject({ method: 'POST', url: '/api/contact', payload: contact })
    await eventually(() => messages.length === 1)
  })

  // docs/product/realtime.md#events: 'new-return' and 'payment-issue' reach the staff room with their ids.
  test('staff hear of a return request and of a payment problem', async () => {
    const socket = await connectSocket(app, employee.token)
    const returns = recordEvents(socket, REALTIME_EVENTS.newReturn)
    const issues = recordEvents(socket, REALTIME_EVENTS.paymentIssue)
    app.orderEvents.alert({ event: 'new-return', orderId: 'pedido-1', id: 7 })
    app.orderEvents.alert({ event: 'payment-issue', orderId: null, id: 3 })
    await eventually(() => returns.length === 1 && issues.length === 1)
    expect(returns[0]).toEqual({ id: 7, orderId: 'pedido-1' })
    expect(issues[0]).toEqual({ id: 3, orderId: null })
    socket.close()
  })

  test('a till sale is announced to the other staff, not to the cashier who made it', async () => {
    const cashier = await connectSocket(app, admin.token)
    const colleague = await connectSocket(app, employee.token)
    const toCashier = recordEvents(cashier, REALTIME_EVENTS.newOrder)
    const toColleague = recordEvents(colleague, REALTIME_EVENTS.newOrder)
    await tillSale(ctx, admin, product.id)
    await eventually(() => toColleague.length === 1)
    expect(toColleague[0]).toMatchObject({ channel: 'pos' })
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(toCashier).toEqual([])
    cashier.close()
    colleague.close()
  })

  test('the handshake refuses no token, a bad token and a customer', async () => {
    await expect(connectSocket(app, undefined)).rejects.toThrow('Debes iniciar sesión para continuar.')
    await expect(connectSocket(app, 'no-es-un-token')).rejects.toThrow('Tu sesión ha expirado.')
    await expect(connectSocket(app, shopper.token)).rejects.toThrow('No tienes permiso')
  })

  test("the handshake is accepted only from the store's own origin", async () => {
    await expect(
      connectSocket(app, employee.token, { origin: 'https://tienda-falsa.example' }),
    ).rejects.toThrow()
    const own = await connectSocket(app, employee.token, { origin: new URL(ctx.config.publicUrl).origin })
    expect(own.connected).toBe(true)
    own.close()
  })

  test('staff who open the store by another name for it (127.0.0.1, a network address, localhost) connect; another site is refused', async () => {
    const host = await socketHost(app)
    const port = host.split(':')[1]
    for (const name of [`127.0.0.1:${port}`, `192.168.1.20:${port}`, `localhost:${port}`]) {
      const socket = await connectSocket(app, employee.token, { origin: `http://${name}`, host: name })
      expect(socket.connected).toBe(true)
      socket.close()
    }
    await expect(
      connectSocket(app, employee.token, { origin: `http://evil.example:${port}`, host }),
    ).rejects.toThrow()
    await expect(
      connectSocket(app, employee.token, { origin: `http://${host}.evil.example`, host }),
    ).rejects.toThrow()
  })

  test("behind a trusted proxy the browser's host is the forwarded one, never otherwise", () => {
    const origins = new Set(['http://localhost:3000'])
    const proxied = { origin: 'https://tienda.co', host: '10.0.0.5:3000', 'x-forwarded-host': 'tienda.co' }
    expect(handshakeAllowed(proxied, origins, true)).toBe(true)
    expect(handshakeAllowed(proxied, origins, false)).toBe(false)
    expect(handshakeAllowed({ ...proxied, origin: 'https://otra.co' }, origins, true)).toBe(false)
    expect(handshakeAllowed({ origin: 'no es un origen', host: 'tienda.co' }, origins, false)).toBe(false)
    expect(handshakeAllowed({ host: 'tienda.co' }, origins, false)).toBe(true)
  })

  test('ALLOWED_ORIGINS adds a separate admin host', async () => {
    const other = await buildTestApp({ ALLOWED_ORIGINS: 'https://admin.mitienda.co' })
    const staff = await createEmployee(other)
    const admin = await connectSocket(other.app, staff.token, { origin: 'https://admin.mitienda.co' })
    expect(admin.connected).toBe(true)
    admin.close()
    await expect(
      connectSocket(other.app, staff.token, { origin: 'https://mitienda.co.example' }),
    ).rejects.toThrow()
  })

  test('a demoted employee is cut off at once and cannot reconnect', async () => {
    const luis = await createUser(ctx, { roles: [ROLE.employee] })
    const socket = await connectSocket(app, luis.token)
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve))
    const res = await demote(ctx, admin, luis)
    expect(res.statusCode).toBe(200)
    expect(await closed).toBe('io server disconnect')
    // Their old token cannot open a new one either.
    await expect(connectSocket(app, luis.token)).rejects.toThrow('Tu sesión ha expirado.')
  })
})

// docs/product/realtime.md#multi-instance: "a test starts two API instances on the machine's Redis and checks
// that an order on one reaches a staff socket on the other".
describe.skipIf(!(await redisAvailable()))('two instances sharing Redis', async () => {
  const prefix = `test-realtime-${Date.now()}`
  const first = await buildTestApp({ REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix })
  const second = await buildTestApp(
    { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, JWT_SECRET: first.config.jwtSecret },
    { shareDatabaseWith: first },
  )
  const employee = await createEmployee(first)
  const cashier = await createAdmin(first)
  const product = await insertProduct(first, { name: 'Termo', price: 45_000, stock_quantity: 20 })

  test('a sale on one instance reaches staff on the other, once; so does a contact message', async () => {
    const onSecond = await connectSocket(second.app, employee.token)
    const onFirst = await connectSocket(first.app, employee.token)
    const ordersOnSecond = recordEvents(onSecond, REALTIME_EVENTS.newOrder)
    const ordersOnFirst = recordEvents(onFirst, REALTIME_EVENTS.newOrder)
    const messagesOnSecond = recordEvents(onSecond, REALTIME_EVENTS.newMessage)
    const messagesOnFirst = recordEvents(onFirst, REALTIME_EVENTS.newMessage)

    const sale = await tillSale(first, cashier, product.id, 'transferencia')
    expect(sale.statusCode).toBe(201)
    await eventually(() => ordersOnSecond.length === 1 && ordersOnFirst.length === 1)
    expect(ordersOnSecond[0]).toEqual({
      id: sale.json().order.id,
      order_number: sale.json().order.order_number,
      channel: 'pos',
    })

    await first.app.inject({ method: 'POST', url: '/api/contact', payload: contact })
    await eventually(() => messagesOnSecond.length === 1 && messagesOnFirst.length === 1)

    // Nothing arrives twice (the adapter and the change bus must not both carry an event).
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect([ordersOnFirst, ordersOnSecond, messagesOnFirst, messagesOnSecond].map((e) => e.length)).toEqual([
      1, 1, 1, 1,
    ])
  })
})

describe.skipIf(!(await redisAvailable()))('two instances while Redis is away', async () => {
  const proxy = await startRedisProxy(TEST_REDIS_URL)
  afterAll(() => proxy.cut())
  const [first, second] = await twoInstances('realtime-outage', { REDIS_URL: proxy.url })
  const employee = await createEmployee(first)
  const cashier = await createAdmin(first)
  const product = await insertProduct(first, { name: 'Termo', price: 45_000, stock_quantity: 20 })

  test('a sale reaches the staff on its own instance, the lost notification is counted, and the process lives', async () => {
    const onFirst = await connectSocket(first.app, employee.token)
    const orders = recordEvents(onFirst, REALTIME_EVENTS.newOrder)
    await proxy.cut()
    await eventually(() => !first.app.redis?.up())
    const sale = await tillSale(first, cashier, product.id, 'transferencia')
    expect(sale.statusCode).toBe(201)
    await eventually(() => orders.length === 1)
    expect(orders[0]).toEqual({
      id: sale.json().order.id,
      order_number: sale.json().order.order_number,
      channel: 'pos',
    })
    await eventually(() => first.app.redis!.fallbacks.realtime > 0)
    onFirst.close()
  })

  test('a demoted employee is cut off on the instance that demoted them at once, on the other soon after', async () => {
    const luis = await createUser(first, { roles: [ROLE.employee] })
    const here = await connectSocket(second.app, luis.token)
    const there = await connectSocket(first.app, luis.token)
    const closed = (socket: typeof here) =>
      new Promise<string>((resolve) => socket.once('disconnect', resolve))
    const closedHere = closed(here)
    const closedThere = closed(there)
    const res = await demote(second, cashier, luis)
    expect(res.statusCode).toBe(200)
    expect(await closedHere).toBe('io server disconnect')
    // The news cannot travel; the other instance checks its sockets' sessions again when its caches drop.
    expect(await closedThere).toBe('io server disconnect')
  })
})
