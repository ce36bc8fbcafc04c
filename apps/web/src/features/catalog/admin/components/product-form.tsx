import { zodResolver } from '@hookform/resolvers/zod'
import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import { useForm } from 'react-hook-form'
import { showServerFieldErrors } from '../form-errors'
import { useSlugFromName } from '../hooks/use-slug-from-name'
import { useCreateProduct, useUpdateProduct } from '../products-admin.api'
import {
  defaultsOf,
  productFormSchema,
  type ProductFormInput,
  type ProductFormOutput,
} from './product-form-schema'
import { ProductBasicsSection, ProductCategoriesSection, ProductPriceSection } from './product-form-sections'
import { SaveForm } from './save-form'

const codeFields = { SLUG_TAKEN: 'slug', SKU_TAKEN: 'sku' }

/**
 * Name, slug, description, price, brand, SKU, featured and visible flags, categories, and the stock of a
 * product without variants (with variants, stock lives in each variant). Validated with the server's
 * contract; the server's refusals (a taken slug or SKU) appear under their field.
 */
export function ProductForm({
  product,
  onSaved,
}: {
  product?: ProductDetail
  onSaved: (saved: ProductDetail) => void
}) {
  const create = useCreateProduct()
  const update = useUpdateProduct(product?.id ?? 0)
  const save = product ? update : create
  const form = useForm<ProductFormInput, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: defaultsOf(product),
  })
  const { handleSubmit, setError } = form
  const slug = useSlugFromName(form, { follow: !product })
  const hasVariants = Boolean(product?.variants.length)

  const onSubmit = handleSubmit(({ slug: slugText, stock_quantity, ...fields }) => {
    const input = {
      ...fields,
      ...(slugText ? { slug: slugText } : {}),
      ...(hasVariants ? {} : { stock_quantity }),
    }
    save.mutate(input, {
      onSuccess: onSaved,
      onError: (error) => showServerFieldErrors(error, setError, productFormSchema.shape, codeFields),
    })
  })

  return (
    <SaveForm
      label="Datos del producto"
      className="space-y-6"
      onSubmit={onSubmit}
      save={save}
      codeFields={codeFields}
      failure="No se pudo guardar el producto."
      submitText={product ? 'Guardar cambios' : 'Crear producto'}
    >
      {/* Phones read name, price, then categories; wide screens keep price and stock in a side column. */}
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ProductBasicsSection form={form} slug={slug} />
        </div>
        <div className="lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <ProductPriceSection form={form} product={product} />
        </div>
        <div className="lg:col-span-2">
          <ProductCategoriesSection form={form} />
        </div>
      </div>
    </SaveForm>
  )
}
