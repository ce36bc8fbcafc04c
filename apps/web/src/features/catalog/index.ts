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
export { AdminTable } from './admin/components/admin-table'
export type { FieldAssist } from './admin/components/ai-slot'
export type { CategoryFormValues } from './admin/components/category-form'
export type { FutureProductFormValues } from './admin/components/future-product-form'
