import type { DiscountPreview } from '@vitrina/core/schemas/discount-codes'
import type { CartLine } from '@vitrina/core/cart'
import { api } from '../../lib/api-client'

/**
 * docs/product/promotions.md#checkout POST /api/cart/discount-preview: whether a code applies to these lines
 * now; a 409 carries the Spanish reason it does not.
 */
export const previewDiscountCode = (code: string, lines: readonly CartLine[]) =>
  api.post<DiscountPreview>('/cart/discount-preview', {
    discount_code: code,
    items: lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      quantity: line.quantity,
    })),
  })
