import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import {
  futureProductInputSchema,
  type FutureProduct,
  type FutureProductInput,
} from '@vitrina/core/schemas/future-products'
import { useId } from 'react'
import { useForm, type UseFormRegisterReturn } from 'react-hook-form'
import type { z } from 'zod'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { Textarea } from '../../../../components/ui/textarea'
import { categoryListOptions } from '../../catalog.api'
import { showServerFieldErrors } from '../form-errors'
import { useCreateFutureProduct, useUpdateFutureProduct } from '../future-products-admin.api'
import { useFutureProductPicture } from '../hooks/use-future-product-picture'
import { renderAssist, type FieldAssist } from './ai-slot'
import { FormSection } from './form-section'
import { FutureProductImageField } from './future-product-image-field'
import { ImageLinkField } from './image-link-field'
import { SaveForm } from './save-form'

type FormInput = z.input<typeof futureProductInputSchema>
export type FutureProductFormValues = {
  name: string
  category: string
  description: string
  expected_release_date: string
}

/** Name, category (free text, with the store's categories offered), description, release date, image. */
export function FutureProductForm({
  item,
  onSaved,
  descriptionAssist,
}: {
  item?: FutureProduct
  onSaved: (saved: FutureProduct) => void
  /** The slot beside the description for a writing helper (ai-slot.ts). */
  descriptionAssist?: FieldAssist<FutureProductFormValues>
}) {
  const create = useCreateFutureProduct()
  const update = useUpdateFutureProduct(item?.id ?? 0)
  const save = item ? update : create
  const picture = useFutureProductPicture(item, onSaved)
  const form = useForm<FormInput, unknown, FutureProductInput>({
    resolver: zodResolver(futureProductInputSchema),
    defaultValues: {
      name: item?.name ?? '',
      category: item?.category ?? '',
      description: item?.description ?? '',
      expected_release_date: item?.expected_release_date ?? '',
      image_url: picture.uploaded ? '' : (item?.image_url ?? ''),
    },
  })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form

  // An empty link must not clear an uploaded picture ('Quitar imagen' does that): undefined is not sent.
  const onSubmit = handleSubmit(({ image_url, ...rest }) =>
    save.mutate(
      { ...rest, image_url: picture.uploaded && !image_url ? undefined : image_url },
      {
        onSuccess: picture.afterSave,
        onError: (error) => showServerFieldErrors(error, form.setError, futureProductInputSchema.shape),
      },
    ),
  )
  const assist = renderAssist(form, descriptionAssist, [
    'name',
    'category',
    'description',
    'expected_release_date',
  ])

  return (
    <SaveForm
      label="Datos del producto futuro"
      onSubmit={onSubmit}
      save={save}
      failure="No se pudo guardar el producto futuro."
      pending={save.isPending || picture.uploading}
      submitText={item ? 'Guardar cambios' : 'Crear producto futuro'}
    >
      <FormSection id="futuro-datos" title="Producto futuro">
        <Field label="Nombre" error={errors.name?.message}>
          {(props) => <Input {...props} {...register('name')} required />}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <CategoryNameField registration={register('category')} error={errors.category?.message} />
          <Field label="Llegada prevista (opcional)" error={errors.expected_release_date?.message}>
            {(props) => <Input {...props} {...register('expected_release_date')} type="date" />}
          </Field>
        </div>
        <Field label="Descripción (opcional)" error={errors.description?.message} aside={assist}>
          {(props) => <Textarea {...props} {...register('description')} rows={5} />}
        </Field>
        <FutureProductImageField {...picture.field} />
        <ImageLinkField
          label="Imagen por enlace (opcional)"
          hint="O un enlace https a una imagen publicada, en lugar de subirla."
          registration={register('image_url')}
          error={errors.image_url?.message}
        />
      </FormSection>
    </SaveForm>
  )
}

/** Free text, with the store's categories offered as suggestions. */
function CategoryNameField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const categories = useQuery(categoryListOptions())
  const listId = useId()
  return (
    <Field label="Categoría (opcional)" error={error}>
      {(props) => (
        <>
          <Input {...props} {...registration} list={listId} maxLength={100} />
          <datalist id={listId}>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.name} />
            ))}
          </datalist>
        </>
      )}
    </Field>
  )
}
