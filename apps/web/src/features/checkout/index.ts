// The public face of features/checkout: other features import only what is listed here
// (docs/README.md#boundaries). The till asks for the buyer with the checkout's own fields.
export { blankBuyer, BuyerFields, checkBuyer, type BuyerValues } from './components/buyer-fields'
