// The public face of features/orders: other features import only what is listed here
// (docs/README.md#boundaries).
export { cancelUnpaidOrder, orderKeys } from './orders.api'
export { UnpaidOrderNotice } from './components/unpaid-order-notice'
