// The public face of features/catalog: other features import only what is listed here
// (docs/README.md#boundaries).
export {
  categoryKeys,
  categoryListOptions,
  featuredProductsOptions,
  futureProductKeys,
  futureProductsOptions,
  productDetailOptions,
  productKeys,
  shippingKeys,
} from './catalog.api'
export { ProductGrid } from './components/product-grid'
