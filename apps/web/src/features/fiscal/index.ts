// The public face of features/fiscal: other features import only what is listed here
// (docs/README.md#boundaries).
export { OrderFiscalDocuments } from './components/order-fiscal-documents'
