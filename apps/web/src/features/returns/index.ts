// The public face of features/returns: other features import only what is listed here
// (docs/README.md#boundaries).
export { OrderReturnsPanel } from './components/order-returns'
export { paymentIssuesOptions } from './returns.api'
export { AdminOrderReturns } from './components/admin-order-returns'
