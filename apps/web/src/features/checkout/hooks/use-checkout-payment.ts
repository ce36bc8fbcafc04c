import type { BillingState } from '../components/billing-step'
import type { PayPalButtonsComponentProps } from '@paypal/react-paypal-js'
import { useQueryClient } from '@tanstack/react-query'
import type { CartLine } from '@vitrina/core/cart'
import type { OrderInput } from '@vitrina/core/schemas/orders'
import type { CreateTransaction } from '@vitrina/core/schemas/payments'
import { useRef, useState } from 'react'
import { toast } from '../../../lib/toast'
import { generatePath, useNavigate } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { errorMessage } from '../../../lib/api-client'
import { useCartStore } from '../../cart'
import { cancelUnpaidOrder, orderKeys } from '../../orders'
import { capturePaypalOrder, createOrder, createPaypalTransaction, startWompiCheckout } from '../checkout.api'
import { idempotencyKeys, orderRequest } from '../checkout-state'

export type PaypalHandlers = Required<
  Pick<PayPalButtonsComponentProps, 'onClick' | 'createOrder' | 'onApprove' | 'onError' | 'onCancel'>
>

const BILLING_PROBLEM = 'Revisa los datos de facturación:'

/**
 * The ways to pay, their flows and their texts (docs/product/checkout-and-payments.md#payment-step). The
 * processing flag disables payment while an order or a payment is in progress; either way, success
 * clears the cart and opens /pedido-confirmado/{orderId}.
 */
export function useCheckoutPayment({
  addressId,
  lines,
  totalCOP,
  billing = { buyer: { final_consumer: true }, problem: null },
  discountCode,
}: {
  addressId: number | null
  lines: readonly CartLine[]
  totalCOP: number
  /** docs/product/checkout-and-payments.md#buyer: who the invoice names, or what to fix first. */
  billing?: BillingState
  /** docs/product/promotions.md#checkout: the code the coupon box applied, checked again by the order. */
  discountCode?: string | undefined
}) {
  const navigate = useNavigate()
  const client = useQueryClient()
  const [keyFor] = useState(() => idempotencyKeys())
  // Which payment is in progress, if any: the flag that disables both ways to pay
  // (docs/product/checkout-and-payments.md#payment-step).
  const [processing, setProcessing] = useState<OrderInput['payment_method'] | null>(null)
  const [capturing, setCapturing] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [placedOrderId, setPlacedOrderId] = useState<string | null>(null)
  const [quote, setQuote] = useState<CreateTransaction | null>(null)
  // The PayPal attempt's order (a ref: PayPal's callbacks may be the ones of an earlier render) and until when
  // it holds the products (docs/product/checkout-and-payments.md#payment-window).
  const paypalOrder = useRef<string | null>(null)
  const [paymentDueAt, setPaymentDueAt] = useState<string | null>(null)
  // PayPal reports a failed createOrder to onError as well; the specific message must win.
  const startFailed = useRef(false)

  const place = (method: OrderInput['payment_method'], address: number) => {
    const request = orderRequest(address, lines, method, totalCOP, billing.buyer ?? undefined, discountCode)
    return createOrder(request, keyFor(request))
  }

  const finish = (orderId: string) => {
    setPlacedOrderId(orderId)
    void client.invalidateQueries({ queryKey: orderKeys.all })
    void navigate(generatePath(paths.orderConfirmed, { orderId }), { replace: true })
    useCartStore.getState().clear()
  }

  const fail = (message: string) => {
    setError(message)
    setProcessing(null)
    setCapturing(false)
  }

  /** A button's payment: the address is checked, the flag set, and `run` places the order its way. */
  const payWith =
    (method: 'contra_entrega' | 'wompi', run: (address: number) => Promise<void>, failure: string) =>
    async () => {
      if (processing) return
      if (addressId === null) {
        setError('Por favor, selecciona una dirección de envío.')
        return
      }
      if (billing.problem) {
        setError(`${BILLING_PROBLEM} ${billing.problem}`)
        return
      }
      setError(null)
      setProcessing(method)
      try {
        await run(addressId)
      } catch (err) {
        fail(errorMessage(err, failure))
      }
    }

  const payOnDelivery = payWith(
    'contra_entrega',
    async (address) => {
      const { orderId } = await place('contra_entrega', address)
      toast.success('¡Pedido realizado con éxito!')
      finish(orderId)
    },
    'Error al crear el pedido.',
  )

  // docs/product/checkout-and-payments.md#wompi-flow: the order first, then Wompi's page; the shopper comes
  // back to the confirmation page, which waits for the result.
  const payWithWompi = payWith(
    'wompi',
    async (address) => {
      const { orderId } = await place('wompi', address)
      const { url } = await startWompiCheckout(orderId)
      useCartStore.getState().clear()
      window.location.assign(url)
    },
    'No se pudo iniciar el pago con Wompi.',
  )

  const paypal: PaypalHandlers = {
    onClick: (_data, actions) => {
      if (addressId === null) {
        setError('Por favor, selecciona una dirección.')
        return actions.reject()
      }
      if (billing.problem) {
        setError(`${BILLING_PROBLEM} ${billing.problem}`)
        return actions.reject()
      }
      if (processing) return actions.reject()
      setError(null)
      return actions.resolve()
    },
    // The store order exists before its PayPal order (docs/product/checkout-and-payments.md#paypal-flow).
    createOrder: async () => {
      startFailed.current = false
      setProcessing('paypal')
      try {
        if (addressId === null) throw new Error('Por favor, selecciona una dirección.')
        const { orderId, payment_due_at } = await place('paypal', addressId)
        paypalOrder.current = orderId
        setPaymentDueAt(payment_due_at)
        const transaction = await createPaypalTransaction(orderId, totalCOP)
        setQuote(transaction)
        return transaction.orderID
      } catch (err) {
        startFailed.current = true
        fail(errorMessage(err, 'No se pudo iniciar el pago con PayPal.'))
        throw err
      }
    },
    onApprove: async ({ orderID }) => {
      setCapturing(true)
      try {
        const { orderId } = await capturePaypalOrder(orderID)
        toast.success('¡Pago completado y pedido creado!')
        finish(orderId)
      } catch (err) {
        fail(errorMessage(err, 'Error al finalizar el pedido.'))
      }
    },
    onError: () => {
      if (!startFailed.current) fail('Error con PayPal.')
    },
    // Closing PayPal's window gives the products back at once; a payment under way is kept by the server.
    onCancel: () => {
      setProcessing(null)
      const given = paypalOrder.current
      if (!given) return
      paypalOrder.current = null
      keyFor.forget()
      cancelUnpaidOrder(given).catch(() => undefined)
    },
  }

  return {
    processing,
    capturing,
    error,
    placedOrderId,
    quote,
    paymentDueAt: processing === 'paypal' ? paymentDueAt : null,
    payOnDelivery,
    payWithWompi,
    paypal,
  }
}
