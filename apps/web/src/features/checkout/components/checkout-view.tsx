import { useQuery } from '@tanstack/react-query'
import { quoteShipping, totalsSettingsFor } from '@vitrina/core/shipping-zones'
import { computeTotals } from '@vitrina/core/totals'
import { Pencil, ShoppingCart } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { EmptyState } from '../../../components/empty-state'
import { LoadState } from '../../../components/load-state'
import { Alert } from '../../../components/ui/alert'
import { buttonClasses } from '../../../components/ui/button'
import { addressListOptions } from '../../addresses'
import { useSessionStore } from '../../auth'
import { useCartStore } from '../../cart'
import { codeTotalsInput, DiscountCodeSlot, OrderSummary, useDiscountCodeStore } from '../../cart'
import { useSettings } from '../../settings'
import { useActiveShippingZones } from '../../shipping'
import { selectedAddressId } from '../checkout-state'
import { useCheckoutPayment } from '../hooks/use-checkout-payment'
import { useFreshCart } from '../hooks/use-fresh-cart'
import { AddressStep } from './address-step'
import { BillingStep, type BillingState } from './billing-step'
import { CheckoutItems } from './checkout-items'
import { PaymentStep } from './payment-step'
import { SummaryDisclosure } from './summary-disclosure'

/**
 * docs/product/checkout-and-payments.md#checkout 'Finalizar Compra': with an empty cart a way back to the
 * shop; otherwise step 1 (address), step 2 (billing data), step 3 (payment) and the order summary with the shared totals of
 * docs/product/cart-and-totals.md#totals (on phones, folded at the top).
 */
export function CheckoutView() {
  const lines = useCartStore((state) => state.lines)
  const token = useSessionStore((state) => state.token)
  const { data: settings = {} } = useSettings()
  const addresses = useQuery(addressListOptions(token))
  const [chosen, setChosen] = useState<number | null>(null)
  const addressId = selectedAddressId(addresses.data ?? [], chosen)
  const fresh = useFreshCart()
  // docs/product/platform.md#one-process: the chosen address's zone prices shipping, with the same core
  // function the server uses.
  const zones = useActiveShippingZones()
  const address = addresses.data?.find((a) => a.id === addressId) ?? null
  const quote = quoteShipping(zones ?? [], address, settings)
  // docs/product/promotions.md#checkout: the code the server accepted, computed with the shared totals.
  const applied = useDiscountCodeStore((state) => state.applied)
  const withCode = codeTotalsInput(lines, applied)
  const totals = computeTotals(withCode.lines, totalsSettingsFor(settings, quote), withCode.code)
  // An address without its DANE code cannot take an order until the shopper confirms the municipio.
  const payableAddressId = address?.municipality_code ? addressId : null
  const [billing, setBilling] = useState<BillingState>({ buyer: { final_consumer: true }, problem: null })
  const payment = useCheckoutPayment({
    addressId: payableAddressId,
    lines,
    totalCOP: totals.total,
    billing,
    discountCode: applied?.preview.code,
  })

  // The cart is emptied as the confirmation opens: not the moment to say it is empty.
  if (payment.placedOrderId) return <LoadState tone="loading">Abriendo la confirmación...</LoadState>
  // No total (nor a payment for it) before the shipping zones that price it are known.
  if (zones === undefined) return <LoadState tone="loading">Cargando el checkout...</LoadState>
  if (lines.length === 0) {
    return (
      <EmptyState
        icon={ShoppingCart}
        title="Tu carrito está vacío"
        action={
          <Link to={paths.shop} className={buttonClasses()}>
            Volver a la tienda
          </Link>
        }
      >
        Añade productos a tu carrito para finalizar una compra.
      </EmptyState>
    )
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
      <SummaryDisclosure total={totals.total}>
        <OrderSummary
          totals={totals}
          shippingNote={quote.zone ? `${quote.zone} · ${quote.estimate}` : undefined}
          lines={
            <div aria-busy={fresh.checking || undefined}>
              <CheckoutItems lines={lines} />
            </div>
          }
        >
          <DiscountCodeSlot lines={lines} />
          <Link to={paths.cart} className={`${buttonClasses({ variant: 'ghost', size: 'sm' })} w-full`}>
            <Pencil className="size-4" aria-hidden="true" />
            Editar carrito
          </Link>
        </OrderSummary>
      </SummaryDisclosure>
      <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
        {fresh.repriced.length > 0 && (
          <Alert tone="info">
            Actualizamos el precio de {fresh.repriced.join(', ')} desde que lo añadiste al carrito. El resumen
            muestra los precios de hoy.
          </Alert>
        )}
        <AddressStep selected={addressId} onChoose={setChosen} />
        <BillingStep onChange={setBilling} />
        <PaymentStep payment={payment} totalCOP={totals.total} addressChosen={payableAddressId !== null} />
      </div>
    </div>
  )
}
