import { useQuery } from '@tanstack/react-query'
import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import { TAX_CLASSES, TAX_RATE_REDUCED_DEFAULT, taxClassLabel } from '@vitrina/core/tax-classes'
import { totalStock } from '@vitrina/core/variants'
import { Controller } from 'react-hook-form'
import { Checkbox } from '../../../../components/ui/checkbox'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { Select } from '../../../../components/ui/select'
import { Textarea } from '../../../../components/ui/textarea'
import { useSetting } from '../../../settings'
import { categoryListOptions } from '../../catalog.api'
import type { useSlugFromName } from '../hooks/use-slug-from-name'
import { FormSection } from './form-section'
import type { ProductFormApi } from './product-form-schema'
import { SlugField } from './slug-field'

// The three sections of ProductForm (docs/product/back-office.md#admin-products).

/** Name, slug (following the name on a new product) and description. */
export function ProductBasicsSection({
  form,
  slug,
}: {
  form: ProductFormApi
  slug: ReturnType<typeof useSlugFromName>
}) {
  const {
    register,
    formState: { errors },
  } = form
  return (
    <FormSection id="producto-datos" title="Información básica">
      <Field label="Nombre" error={errors.name?.message}>
        {(props) => <Input {...props} {...register('name', { onChange: slug.onNameChange })} required />}
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
  )
}

/** Price, stock (or the variants' total when it has variants), brand, SKU and the two flags. */
export function ProductPriceSection({ form, product }: { form: ProductFormApi; product?: ProductDetail }) {
  const {
    register,
    formState: { errors },
  } = form
  const hasVariants = Boolean(product?.variants.length)
  return (
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
        {(props) => <Input {...props} {...register('sku')} autoCapitalize="characters" spellCheck={false} />}
      </Field>
      <TaxClassField form={form} />
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
        <Checkbox
          {...register('withdrawable')}
          label="Admite derecho de retracto"
          description="Desmárcalo solo para bienes que la ley excluye del retracto (perecederos, de uso personal…)."
        />
      </div>
    </FormSection>
  )
}

/**
 * The product's IVA class (docs/decisions/030-iva-by-product.md), its variants included, with the store's own
 * percentages.
 */
function TaxClassField({ form }: { form: ProductFormApi }) {
  const rates = {
    general: Number(useSetting('tax_rate')) || 0,
    reduced: Number(useSetting('tax_rate_reduced')) || TAX_RATE_REDUCED_DEFAULT,
  }
  return (
    <Field
      label="Clase de IVA"
      hint="Reducido, exento o excluido solo para los bienes que la ley señala (Estatuto Tributario arts. 468-1, 477 y 424)."
      error={form.formState.errors.tax_class?.message}
    >
      {(props) => (
        <Select {...props} {...form.register('tax_class')}>
          {TAX_CLASSES.map((taxClass) => (
            <option key={taxClass} value={taxClass}>
              {taxClassLabel(taxClass, rates)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  )
}

/** The store's categories as checkboxes; the product's are ticked. */
export function ProductCategoriesSection({ form }: { form: ProductFormApi }) {
  const categories = useQuery(categoryListOptions())
  const {
    control,
    formState: { errors },
  } = form
  return (
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
              {categories.data?.length === 0 && <p className="text-sm text-muted">Aún no hay categorías.</p>}
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
  )
}
