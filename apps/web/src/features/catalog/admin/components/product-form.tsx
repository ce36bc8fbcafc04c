import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import { productCreateFieldsSchema, slugSchema } from '@vitrina/core/schemas/catalog-admin'
import { totalStock } from '@vitrina/core/variants'
import { Controller, useForm, type Path } from 'react-hook-form'
import { z } from 'zod'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Checkbox } from '../../../../components/ui/checkbox'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { Textarea } from '../../../../components/ui/textarea'
import { errorMessage } from '../../../../lib/api-client'
import { categoryListOptions } from '../../catalog.api'
import { serverFieldErrors } from '../form-errors'
import { useSlugFromName } from '../hooks/use-slug-from-name'
import { useCreateProduct, useUpdateProduct } from '../products-admin.api'
import { FormSection } from './form-section'
import { SlugField } from './slug-field'

// The contract of POST /api/products, with an empty slug allowed: the server then makes it from the name.
const productFormSchema = productCreateFieldsSchema.extend({ slug: z.union([z.literal(''), slugSchema]) })
type ProductFormInput = z.input<typeof productFormSchema>
type ProductFormOutput = z.output<typeof productFormSchema>

function defaultsOf(product?: ProductDetail): ProductFormInput {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    description: product?.description ?? '',
    price: product?.price ?? Number.NaN,
    stock_quantity: product && !product.variants.length ? product.stock_quantity : 0,
    brand: product?.brand ?? '',
    sku: product?.sku ?? '',
    is_featured: product?.is_featured ?? false,
    is_active: product?.is_active ?? true,
    categoryIds: product?.categories.map((c) => c.id) ?? [],
  }
}

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
  const categories = useQuery(categoryListOptions())
  const form = useForm<ProductFormInput, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: defaultsOf(product),
  })
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form
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
          <FormSection id="producto-datos" title="Información básica">
            <Field label="Nombre" error={errors.name?.message}>
              {(props) => (
                <Input {...props} {...register('name', { onChange: slug.onNameChange })} required />
              )}
            </Field>
            <SlugField
              registration={register('slug', { onChange: slug.onSlugChange })}
              error={errors.slug?.message}
              hint="Identifica la página del producto (/lp/…). Solo minúsculas sin tildes, números y guiones; debe ser único."
              onRegenerate={slug.regenerate}
            />
            <Field label="Descripción" error={errors.description?.message}>
              {(props) => <Textarea {...props} {...register('description')} rows={7} />}
            </Field>
          </FormSection>
        </div>
        <div className="lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <FormSection id="producto-precio" title="Precio e inventario">
            <Field label="Precio (COP)" hint="Pesos enteros, sin puntos." error={errors.price?.message}>
              {(props) => (
                <Input
                  {...props}
                  {...register('price', { valueAsNumber: true })}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  required
                />
              )}
            </Field>
            {hasVariants ? (
              <p className="rounded-lg bg-foreground/5 px-3 py-2.5 text-sm text-foreground">
                Stock total: <strong>{totalStock(product!)}</strong> unidades. Se gestiona en cada variante.
              </p>
            ) : (
              <Field label="Stock" error={errors.stock_quantity?.message}>
                {(props) => (
                  <Input
                    {...props}
                    {...register('stock_quantity', { valueAsNumber: true })}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                  />
                )}
              </Field>
            )}
            <Field label="Marca (opcional)" error={errors.brand?.message}>
              {(props) => <Input {...props} {...register('brand')} />}
            </Field>
            <Field label="SKU (opcional)" error={errors.sku?.message}>
              {(props) => (
                <Input {...props} {...register('sku')} autoCapitalize="characters" spellCheck={false} />
              )}
            </Field>
            <div className="space-y-3">
              <Checkbox
                {...register('is_featured')}
                label="Producto destacado"
                description="Aparece en 'Productos Destacados' del inicio."
              />
              <Checkbox
                {...register('is_active')}
                label="Visible en la tienda"
                description="Si lo desmarcas, solo el personal lo ve."
              />
            </div>
          </FormSection>
        </div>
        <div className="lg:col-span-2">
          <FormSection id="producto-categorias" title="Categorías">
            <Controller
              control={control}
              name="categoryIds"
              render={({ field }) => {
                const chosen = new Set(field.value ?? [])
                const toggle = (id: number, on: boolean) =>
                  field.onChange(on ? [...chosen, id] : [...chosen].filter((c) => c !== id))
                return (
                  <fieldset>
                    <legend className="sr-only">Categorías del producto</legend>
                    {categories.isPending && <p className="text-sm text-muted">Cargando categorías...</p>}
                    {categories.isError && (
                      <p className="text-sm text-danger">No se pudieron cargar las categorías.</p>
                    )}
                    {categories.data?.length === 0 && (
                      <p className="text-sm text-muted">Aún no hay categorías.</p>
                    )}
                    <div className="grid grid-cols-2 gap-3 xl:grid-cols-3">
                      {categories.data?.map((category) => (
                        <Checkbox
                          key={category.id}
                          label={category.name}
                          checked={chosen.has(category.id)}
                          onChange={(event) => toggle(category.id, event.target.checked)}
                        />
                      ))}
                    </div>
                    {errors.categoryIds?.message && (
                      <p className="mt-2 text-sm text-danger">{errors.categoryIds.message}</p>
                    )}
                  </fieldset>
                )
              }}
            />
          </FormSection>
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
