// The public face of features/orders: other features import only what is listed here
// (docs/README.md#boundaries).
export { orderKeys } from './orders.api'
