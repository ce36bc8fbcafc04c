// The public face of features/cart: other features import only what is listed here
// (docs/README.md#boundaries).
export { productCartItem, variantCartItem } from './cart-items'
export { useCartStore } from './cart.store'
export { OrderSummary } from './components/order-summary'
export { useAddToCart } from './hooks/use-add-to-cart'
export { DiscountCodeSlot } from './components/discount-code-slot'
export { codeTotalsInput, useDiscountCodeStore } from './discount-code.store'
