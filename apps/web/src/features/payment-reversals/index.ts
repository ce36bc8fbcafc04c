// The public face of features/payment-reversals: other features import only what is listed here
// (docs/README.md#boundaries).
export { PaymentReversalPanel } from './components/payment-reversal-panel'
export { ReversalsTable } from './components/reversals-table'
