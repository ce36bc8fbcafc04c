import { zodResolver } from '@hookform/resolvers/zod'
import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import { useForm, type Path } from 'react-hook-form'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { errorMessage } from '../../../../lib/api-client'
import { serverFieldErrors } from '../form-errors'
import { useSlugFromName } from '../hooks/use-slug-from-name'
import { useCreateProduct, useUpdateProduct } from '../products-admin.api'
import {
  defaultsOf,
  productFormSchema,
  type ProductFormInput,
  type ProductFormOutput,
} from './product-form-schema'
import { ProductBasicsSection, ProductCategoriesSection, ProductPriceSection } from './product-form-sections'

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
      onError: (error) => {
        for (const { field, message } of serverFieldErrors(error, { SLUG_TAKEN: 'slug', SKU_TAKEN: 'sku' }))
          if (field in productFormSchema.shape)
            setError(field as Path<ProductFormInput>, { message }, { shouldFocus: true })
      },
    })
  })
  const fieldsRefused = serverFieldErrors(save.error, { SLUG_TAKEN: 'slug', SKU_TAKEN: 'sku' }).length > 0

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Datos del producto">
      {save.isError && !fieldsRefused && (
        <Alert tone="error">{errorMessage(save.error, 'No se pudo guardar el producto.')}</Alert>
      )}
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
      <div className="flex justify-end">
        <Button type="submit" size="lg" pending={save.isPending} pendingText="Guardando...">
          {product ? 'Guardar cambios' : 'Crear producto'}
        </Button>
      </div>
    </form>
  )
}
