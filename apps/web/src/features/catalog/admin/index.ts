// The public face of features/admin-catalog: other features import only what is listed here
// (docs/README.md#boundaries).
export type { FieldAssist } from './components/ai-slot'
export type { CategoryFormValues } from './components/category-form'
export type { FutureProductFormValues } from './components/future-product-form'
