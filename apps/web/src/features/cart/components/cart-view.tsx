import { computeTotals } from '@vitrina/core/totals'
import { ArrowLeft, ArrowRight, ShoppingCart, Trash2 } from 'lucide-react'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { EmptyState } from '../../../components/empty-state'
import { PageHeader } from '../../../components/page-header'
import { Button, buttonClasses } from '../../../components/ui/button'
import { useSettings } from '../../settings'
import { useActiveShippingZones } from '../../shipping'
import { useCartStore } from '../cart.store'
import { codeTotalsInput, useDiscountCodeStore } from '../discount-code.store'
import { DiscountCodeSlot } from './discount-code-slot'
import { CartLineItem } from './cart-line-item'
import { CartSuggestions } from './cart-suggestions'
import { OrderSummary } from './order-summary'

/** Shipping left out of the cart's total (and no free-shipping nudge) until the checkout knows the address. */
const UNKNOWN_SHIPPING = { shipping_cost: '0', free_shipping_threshold: '' }

/**
 * docs/product/cart-and-totals.md#cart-page: the empty state, or the lines, 'Vaciar Carrito', the summary,
 * the two buttons and suggestions.
 */
export function CartView() {
  const lines = useCartStore((state) => state.lines)
  const clear = useCartStore((state) => state.clear)
  const { data: settings = {} } = useSettings()
  // docs/product/platform.md#one-process: with shipping zones the cost depends on the address, which the cart
  // does not know yet; until the zones are known, neither is the cost.
  const zones = useActiveShippingZones()
  const byZone = zones === undefined || zones.length > 0
  // docs/product/promotions.md#checkout: the code applied here or at the checkout, in both summaries.
  const applied = useDiscountCodeStore((state) => state.applied)
  const withCode = codeTotalsInput(lines, applied)
  const totals = computeTotals(
    withCode.lines,
    byZone ? { ...settings, ...UNKNOWN_SHIPPING } : settings,
    withCode.code,
  )
  const lineIds = lines.map((line) => line.productId).join(',')
  // Stable across quantity changes, so the suggestions are not fetched again on every click.
  const productIds = useMemo(() => [...new Set(lineIds.split(',').filter(Boolean).map(Number))], [lineIds])

  if (lines.length === 0) {
    return (
      <>
        <PageHeader title="Tu Carrito" />
        <EmptyState
          icon={ShoppingCart}
          title="Tu carrito está vacío"
          action={
            <Link to={paths.shop} className={buttonClasses()}>
              Explorar productos
            </Link>
          }
        >
          Cuando añadas productos aparecerán aquí, listos para finalizar tu compra.
        </EmptyState>
        <div className="mt-16">
          <CartSuggestions productIds={[]} />
        </div>
      </>
    )
  }

  return (
    <>
      <PageHeader
        title={`Tu Carrito (${lines.length} ${lines.length === 1 ? 'producto' : 'productos'})`}
        actions={
          <Button variant="ghost" onClick={clear} className="text-danger">
            <Trash2 className="size-4" aria-hidden="true" />
            Vaciar Carrito
          </Button>
        }
      />
      <div className="grid items-start gap-8 lg:grid-cols-[1fr_24rem]">
        <section
          aria-label="Productos en el carrito"
          className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
        >
          <ul className="divide-y divide-border">
            {lines.map((line) => (
              <CartLineItem key={line.id} line={line} />
            ))}
          </ul>
        </section>
        <div className="lg:sticky lg:top-24">
          <OrderSummary totals={totals} shippingText={byZone ? 'Envío calculado en el checkout' : undefined}>
            <DiscountCodeSlot lines={lines} />
            <div className="space-y-3">
              <Link to={paths.checkout} className={`${buttonClasses({ size: 'lg' })} w-full`}>
                Proceder al Checkout
                <ArrowRight className="size-5" aria-hidden="true" />
              </Link>
              <Link to={paths.shop} className={`${buttonClasses({ variant: 'outline' })} w-full`}>
                <ArrowLeft className="size-4" aria-hidden="true" />
                Continuar Comprando
              </Link>
            </div>
          </OrderSummary>
        </div>
      </div>
      <div className="mt-16">
        <CartSuggestions productIds={productIds} />
      </div>
    </>
  )
}
