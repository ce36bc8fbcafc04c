import { cartLineId, type CartItem } from '@vitrina/core/cart'
import { shownVariantPrices } from '@vitrina/core/discount'
import type { Product, ProductVariant } from '@vitrina/core/schemas/catalog'
import { variantImage } from '@vitrina/core/variant-images'
import { variantDisplayName } from '@vitrina/core/variants'

type Sellable = Pick<
  Product,
  | 'id'
  | 'name'
  | 'price'
  | 'discount_price'
  | 'descuento'
  | 'tax_class'
  | 'stock_quantity'
  | 'images'
  | 'options'
>

/** A product without options as a cart line (docs/product/cart-and-totals.md#cart-line). */
export function productCartItem(product: Sellable): CartItem {
  return {
    id: cartLineId(product.id),
    productId: product.id,
    variantId: null,
    name: product.name,
    price: product.price,
    discount_price: product.discount_price,
    stock_quantity: product.stock_quantity,
    image_url: variantImage(product.images, [])?.image_url ?? null,
    tax_class: product.tax_class,
  }
}

/**
 * A variant as a cart line: id `${productId}-${variantId}`, the name suffixed with the chosen values
 * ('Camiseta (M / Rojo)'), the variant's price (its override, discounted like the product), stock and photo
 * (docs/product/catalogue.md#variant-images).
 */
export function variantCartItem(product: Sellable, variant: ProductVariant): CartItem {
  return {
    ...productCartItem(product),
    id: cartLineId(product.id, variant.id),
    variantId: variant.id,
    name: variantDisplayName(product.name, product.options, variant.value_ids),
    ...shownVariantPrices(product, variant),
    stock_quantity: variant.stock_quantity,
    image_url: variantImage(product.images, variant.value_ids)?.image_url ?? null,
  }
}
