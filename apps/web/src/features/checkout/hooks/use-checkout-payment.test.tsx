import type { CartLine } from '@vitrina/core/cart'
import { act, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, test, vi } from 'vitest'
import { AppProviders } from '../../../app/providers'
import { createQueryClient } from '../../../lib/query-client'
import { json, mockApi, type MockRequest } from '../../../test/api-mock'
import { useCartStore } from '../../cart/cart.store'
import { useCheckoutPayment } from './use-checkout-payment'

// The PayPal side of docs/product/checkout-and-payments.md#paypal-flow: the store order first, then PayPal's
// order from it, then the capture; the texts of docs/product/checkout-and-payments.md#payment-step on each
// failure. PayPal's own script is not involved: these are the callbacks its button calls.

const ORDER_ID = '8d0b5c0e-6f0a-4c1e-9b7a-1c2d3e4f5a6b'
const line: CartLine = {
  id: '1',
  productId: 1,
  variantId: null,
  name: 'Sombrero',
  price: 125_000,
  discount_price: null,
  stock_quantity: 5,
  image_url: null,
  quantity: 1,
}

type Payment = ReturnType<typeof useCheckoutPayment>

function renderPayment(addressId: number | null) {
  const current: { payment?: Payment } = {}
  function Probe() {
    current.payment = useCheckoutPayment({ addressId, lines: [line], totalCOP: 125_000 })
    return <p>{current.payment.error}</p>
  }
  const router = createMemoryRouter(
    [
      { path: '/checkout', element: <Probe /> },
      { path: '/pedido-confirmado/:orderId', element: <h1>Confirmado</h1> },
    ],
    { initialEntries: ['/checkout'] },
  )
  render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { current: () => current.payment!, router }
}

const actions = () => ({ resolve: vi.fn(async () => {}), reject: vi.fn(async () => {}) })
// The callbacks' PayPal arguments that these handlers do not read.
const unused = {} as never

describe('PayPal checkout handlers', () => {
  test('store order (paypal) first, then the PayPal order; the capture clears the cart and confirms', async () => {
    useCartStore.getState().add(line)
    const calls: MockRequest[] = []
    mockApi({
      'POST /api/orders': (r) => {
        calls.push(r)
        return json({ orderId: ORDER_ID, message: '¡Pedido realizado con éxito!' }, 201)
      },
      'POST /api/payments/paypal/create-transaction': (r) => {
        calls.push(r)
        return json({ orderID: 'PAYPAL-1', amountUSD: '30.12', copPerUsd: 4150 })
      },
      'POST /api/payments/paypal/capture-order': (r) => {
        calls.push(r)
        return json({ message: '¡Pago completado y pedido creado!', orderId: ORDER_ID, status: 'pagado' })
      },
    })
    const { current, router } = renderPayment(3)

    const click = actions()
    await act(() => current().paypal.onClick(unused, click))
    expect(click.resolve).toHaveBeenCalled()
    let paypalId = ''
    await act(async () => {
      paypalId = await current().paypal.createOrder(unused, unused)
    })
    expect(paypalId).toBe('PAYPAL-1')
    expect(current().processing).toBe('paypal')
    expect(current().quote).toMatchObject({ amountUSD: '30.12', copPerUsd: 4150 })
    expect(calls[0]!.body).toMatchObject({ shipping_address_id: 3, payment_method: 'paypal' })
    expect(calls[0]!.headers.get('Idempotency-Key')).toBeTruthy()
    expect(calls[1]!.body).toEqual({ orderId: ORDER_ID, totalAmountCOP: 125_000 })

    await act(() => current().paypal.onApprove({ orderID: 'PAYPAL-1' } as never, unused))
    expect(calls[2]!.body).toEqual({ paypalOrderID: 'PAYPAL-1' })
    expect(await screen.findByText('¡Pago completado y pedido creado!')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(`/pedido-confirmado/${ORDER_ID}`)
    expect(useCartStore.getState().lines).toEqual([])
  })

  // docs/product/checkout-and-payments.md#payment-window
  test("closing PayPal's window gives the order's products back, and the next attempt is a new order", async () => {
    const orders: MockRequest[] = []
    const cancelled: MockRequest[] = []
    mockApi({
      'POST /api/orders': (r) => {
        orders.push(r)
        return json(
          {
            orderId: ORDER_ID,
            message: '¡Pedido realizado con éxito!',
            payment_due_at: '2026-11-25T20:45:00Z',
          },
          201,
        )
      },
      'POST /api/payments/paypal/create-transaction': () =>
        json({ orderID: 'PAYPAL-1', amountUSD: '30.12', copPerUsd: 4150 }),
      'POST /api/payments/cancel-order': (r) => {
        cancelled.push(r)
        return json({
          message: 'Cancelamos tu pedido y los productos volvieron a la tienda.',
          status: 'cancelado',
        })
      },
    })
    const { current } = renderPayment(3)
    await act(async () => void (await current().paypal.createOrder(unused, unused)))
    expect(current().paymentDueAt).toBe('2026-11-25T20:45:00Z')

    await act(() => current().paypal.onCancel(unused, unused))
    await waitFor(() => expect(cancelled).toHaveLength(1))
    expect(cancelled[0]!.body).toEqual({ orderId: ORDER_ID })
    expect(current().processing).toBeNull()
    expect(current().paymentDueAt).toBeNull()

    await act(async () => void (await current().paypal.createOrder(unused, unused)))
    expect(orders).toHaveLength(2)
    expect(orders[1]!.headers.get('Idempotency-Key')).not.toBe(orders[0]!.headers.get('Idempotency-Key'))
  })

  test("without an address PayPal's window does not open: 'Por favor, selecciona una dirección.'", async () => {
    mockApi()
    const { current } = renderPayment(null)
    const click = actions()
    await act(() => current().paypal.onClick(unused, click))
    expect(click.reject).toHaveBeenCalled()
    expect(await screen.findByText('Por favor, selecciona una dirección.')).toBeInTheDocument()
  })

  test("failures: the server's reason or 'No se pudo iniciar el pago con PayPal.', 'Error al finalizar el pedido.', 'Error con PayPal.'", async () => {
    let transactionAnswer = () => json({}, 502)
    let createAnswer = () =>
      json({ message: 'Solo quedan 2 unidades de "Sombrero".', code: 'OUT_OF_STOCK' }, 409)
    mockApi({
      'POST /api/orders': () => createAnswer(),
      'POST /api/payments/paypal/create-transaction': () => transactionAnswer(),
      'POST /api/payments/paypal/capture-order': () => json({}, 500),
    })
    const { current } = renderPayment(3)
    const start = () =>
      act(() =>
        current()
          .paypal.createOrder(unused, unused)
          .catch(() => undefined),
      )

    await start()
    expect(screen.getByText('Solo quedan 2 unidades de "Sombrero".')).toBeInTheDocument()
    expect(current().processing).toBeNull()
    // PayPal reports the failed start to onError as well; the specific message stays.
    act(() => current().paypal.onError({}))
    expect(screen.getByText('Solo quedan 2 unidades de "Sombrero".')).toBeInTheDocument()

    createAnswer = () => json({ orderId: ORDER_ID, message: 'ok' }, 201)
    await start()
    expect(screen.getByText('No se pudo iniciar el pago con PayPal.')).toBeInTheDocument()

    transactionAnswer = () => json({ orderID: 'PAYPAL-1', amountUSD: '30.12', copPerUsd: 4150 })
    await start()
    await act(() => current().paypal.onApprove({ orderID: 'PAYPAL-1' } as never, unused))
    expect(screen.getByText('Error al finalizar el pedido.')).toBeInTheDocument()

    act(() => current().paypal.onError({}))
    expect(screen.getByText('Error con PayPal.')).toBeInTheDocument()
  })
})
