import { inArray } from 'drizzle-orm'
import { priceRoundingStep, variantPrices } from '@vitrina/core/discount'
import type { DiscountPreview } from '@vitrina/core/schemas/discount-codes'
import type { z } from 'zod'
import type { discountPreviewInputSchema } from '@vitrina/core/schemas/discount-codes'
import type { Db } from '../../db/client'
import { products, productVariants } from '../../db/schema'
import { conflict } from '../../lib/errors'
import { applyHeldCode, holdDiscountCode } from './discount-code-use.service'

// docs/product/promotions.md#checkout: the coupon box asks whether a code applies to the cart now. The answer
// is the code's kind and value and which lines it covers; the checkout computes the discount with the same
// computeTotals the order service uses, so the summary shows what the order will charge. The order checks
// everything again under the code's lock.

type PreviewInput = z.output<typeof discountPreviewInputSchema>

const UNAVAILABLE = 'Uno de los productos de tu carrito ya no está disponible. Quítalo para continuar.'

export async function previewDiscountCode(
  db: Db,
  customerId: string,
  input: PreviewInput,
  settings: { price_rounding?: string },
): Promise<DiscountPreview> {
  const ids = [...new Set(input.items.map((item) => item.productId))]
  const variantIds = input.items.flatMap((item) => (item.variantId ? [item.variantId] : []))
  const found = await db
    .select({
      id: products.id,
      price: products.price,
      discount_price: products.discount_price,
      descuento: products.descuento,
    })
    .from(products)
    .where(inArray(products.id, ids))
  const variants = variantIds.length
    ? await db
        .select({ id: productVariants.id, price_override: productVariants.price_override })
        .from(productVariants)
        .where(inArray(productVariants.id, variantIds))
    : []
  const step = priceRoundingStep(settings)
  const lines = input.items.map((item) => {
    const product = found.find((p) => p.id === item.productId)
    if (!product) throw conflict(UNAVAILABLE, 'PRODUCT_UNAVAILABLE')
    const variant = variants.find((v) => v.id === item.variantId)
    const prices = variant ? variantPrices(product, variant, step) : product
    return { productId: item.productId, quantity: item.quantity, ...prices }
  })
  // A short transaction: the code's row is read as the order would read it, then let go.
  return db.transaction(async (tx) => {
    const held = await holdDiscountCode(tx, input.discount_code, customerId, ids)
    const { code, eligible } = applyHeldCode(held, lines)
    return { ...code, eligible }
  })
}
