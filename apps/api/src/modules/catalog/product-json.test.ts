import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { discountPrice, PRICE_ROUNDING_STEPS, variantPrices } from '@vitrina/core/discount'
import { totalStock } from '@vitrina/core/variants'
import { products, productVariants, settings } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import { getProductDetail } from './product-detail.service'

// docs/product/catalogue.md#discount and #stock: the catalogue's SQL (product-json.ts) writes the variant
// discount rounding and the total stock again, for speed. This test holds it to the core functions the
// cart, the admin preview and the order use, on many generated products and every rounding step.

const ctx = await buildTestApp()
const db = ctx.app.db

// Small prices and small percentages as often as large ones: that is where a rounding step would erase
// the discount and the whole-peso rule must take over.
const priceArb = fc.oneof(fc.integer({ min: 1, max: 3_000_000 }), fc.integer({ min: 1, max: 2_000 }))
const variantArb = fc.record({
  price_override: fc.option(priceArb, { nil: null }),
  stock_quantity: fc.integer({ min: 0, max: 500 }),
})
const productArb = fc.record({
  price: priceArb,
  descuento: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 95 }), fc.integer({ min: 1, max: 5 })),
  stock_quantity: fc.integer({ min: 0, max: 500 }),
  variants: fc.array(variantArb, { maxLength: 4 }),
})

let made = 0

describe('the catalogue SQL agrees with the core rules', () => {
  test('variant sale prices and total stock, for every rounding step', async () => {
    await fc.assert(
      fc.asyncProperty(productArb, fc.constantFrom(...PRICE_ROUNDING_STEPS), async (seed, step) => {
        made += 1
        await db
          .insert(settings)
          .values({ setting_key: 'price_rounding', setting_value: String(step) })
          .onConflictDoUpdate({ target: settings.setting_key, set: { setting_value: String(step) } })
        const discount_price = discountPrice(seed.price, seed.descuento, step)
        const [row] = await db
          .insert(products)
          .values({
            name: `Producto ${made}`,
            slug: `producto-${made}`,
            price: seed.price,
            descuento: seed.descuento,
            discount_price,
            stock_quantity: seed.stock_quantity,
          })
          .returning({ id: products.id })
        if (seed.variants.length)
          await db.insert(productVariants).values(seed.variants.map((v) => ({ ...v, product_id: row!.id })))

        const detail = await getProductDetail(db, { id: row!.id })
        const product = { price: seed.price, discount_price, descuento: seed.descuento }
        expect(detail.variants.map((v) => v.discount_price)).toEqual(
          seed.variants.map((v) => variantPrices(product, v, step).discount_price),
        )
        expect(detail.stock_quantity).toBe(totalStock(seed))
      }),
      { numRuns: 150 },
    )
  })
})
