import type { CartLine } from '@vitrina/core/cart'
import { lazy, Suspense } from 'react'

// The code box loads with the cart or checkout screen that shows it, not with the file every store page
// shares, so the shop and product pages' first download stays within its budget
// (docs/decisions/026-react-in-the-browser.md).
const DiscountCodeBox = lazy(async () => ({
  default: (await import('./discount-code-box')).DiscountCodeBox,
}))

/** '¿Tienes un código de descuento?' (docs/product/promotions.md), drawn once its code has arrived. */
export function DiscountCodeSlot({ lines }: { lines: readonly CartLine[] }) {
  return (
    <Suspense fallback={null}>
      <DiscountCodeBox lines={lines} />
    </Suspense>
  )
}
