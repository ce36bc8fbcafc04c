import type { OrderDetail } from '@vitrina/core/schemas/orders'
import { FREE_SHIPPING_THRESHOLD_DEFAULT, type Totals } from '@vitrina/core/totals'

/** The totals frozen on an order, in the shape the cart's summary shows (no free-shipping nudge). */
export function orderTotals(order: OrderDetail): Totals {
  const lineCodeDiscounts = order.items.map((item) => item.discount_amount)
  const codeDiscount = lineCodeDiscounts.reduce((sum, d) => sum + d, 0)
  return {
    subtotal: order.subtotal,
    discountedSubtotal: order.subtotal - order.discount_total,
    discount: order.discount_total,
    discountCode: order.discount_code,
    codeDiscount,
    lineCodeDiscounts,
    // docs/product/promotions.md#money: discount_amount is the goods' share plus any shipping waived.
    shippingDiscount: order.discount_amount - codeDiscount,
    shipping: order.shipping_cost,
    freeShipping: order.shipping_cost === 0,
    freeShippingThreshold: FREE_SHIPPING_THRESHOLD_DEFAULT,
    taxRate: Number(order.tax_rate) || 0,
    taxIncluded: order.tax_included,
    tax: order.tax_amount,
    taxBreakdown: order.tax_breakdown,
    lineTaxes: order.items.map(({ tax_class, tax_rate, tax_amount }) => ({
      tax_class,
      tax_rate,
      tax_amount,
    })),
    total: order.total_amount,
  }
}
