import type { DiscountPreview } from '@vitrina/core/schemas/discount-codes'
import { create } from 'zustand'
import { useCartStore } from './cart.store'

// docs/product/promotions.md#checkout: the code the server accepted, shared by the cart page and the
// checkout for this visit (not persisted: the order checks the code again anyway).

/** A code the server said applies, with the cart line ids it covers. */
export interface AppliedCode {
  preview: DiscountPreview
  eligibleIds: ReadonlySet<string>
}

interface DiscountCodeState {
  applied: AppliedCode | null
  apply: (code: AppliedCode | null) => void
}

export const useDiscountCodeStore = create<DiscountCodeState>()((set) => ({
  applied: null,
  apply: (applied) => set({ applied }),
}))

// An emptied cart (an order placed, 'Vaciar Carrito') forgets the code: the next cart starts without one.
useCartStore.subscribe((state) => {
  if (state.lines.length === 0 && useDiscountCodeStore.getState().applied)
    useDiscountCodeStore.getState().apply(null)
})

/** The cart's lines as the totals read them with the applied code, and the code itself. */
export function codeTotalsInput<L extends { id: string }>(lines: readonly L[], applied: AppliedCode | null) {
  return {
    lines: lines.map((line) => ({ ...line, code_eligible: applied?.eligibleIds.has(line.id) ?? false })),
    code: applied?.preview ?? null,
  }
}
