import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import {
  futureProductInputSchema,
  type FutureProduct,
  type FutureProductInput,
} from '@vitrina/core/schemas/future-products'
import { useId, useState } from 'react'
import { useForm, type Path } from 'react-hook-form'
import toast from 'react-hot-toast'
import type { z } from 'zod'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { Textarea } from '../../../../components/ui/textarea'
import { errorMessage } from '../../../../lib/api-client'
import { categoryListOptions } from '../../catalog.api'
import { serverFieldErrors } from '../form-errors'
import {
  useCreateFutureProduct,
  useRemoveFutureProductImage,
  useUpdateFutureProduct,
  useUploadFutureProductImage,
} from '../future-products-admin.api'
import type { FieldAssist } from './ai-slot'
import { FormSection } from './form-section'
import { FutureProductImageField, imageFileRefusal } from './future-product-image-field'

type FormInput = z.input<typeof futureProductInputSchema>
export type FutureProductFormValues = {
  name: string
  category: string
  description: string
  expected_release_date: string
}

const isLink = (ref: string | null | undefined): ref is string => Boolean(ref?.startsWith('https://'))

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
  const categories = useQuery(categoryListOptions())
  const listId = useId()
  const upload = useUploadFutureProductImage()
  const removeImage = useRemoveFutureProductImage(item?.id ?? 0)
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string>()
  // An uploaded picture is a stored file, not a link: the link field stays empty and the picture stays
  // until staff replace or remove it (docs/product/catalogue.md#future-product-images).
  const uploaded = item?.image_url && !isLink(item.image_url) ? item.image_url : null
  const form = useForm<FormInput, unknown, FutureProductInput>({
    resolver: zodResolver(futureProductInputSchema),
    defaultValues: {
      name: item?.name ?? '',
      category: item?.category ?? '',
      description: item?.description ?? '',
      expected_release_date: item?.expected_release_date ?? '',
      image_url: isLink(item?.image_url) ? item.image_url : '',
    },
  })
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = form

  const afterSave = (saved: FutureProduct) => {
    if (!file) return onSaved(saved)
    upload.mutate(
      { id: saved.id, file },
      {
        onSuccess: onSaved,
        onError: (error) => {
          toast.error(errorMessage(error, 'No se pudo subir la imagen.'))
          onSaved(saved)
        },
      },
    )
  }
  const onSubmit = handleSubmit(({ image_url, ...rest }) =>
    save.mutate(
      { ...rest, image_url: uploaded && !image_url ? undefined : image_url },
      {
        onSuccess: afterSave,
        onError: (error) => {
          for (const { field, message } of serverFieldErrors(error))
            if (field in futureProductInputSchema.shape)
              setError(field as Path<FormInput>, { message }, { shouldFocus: true })
        },
      },
    ),
  )
  const assist = descriptionAssist
    ? descriptionAssist({
        read: () => ({
          name: getValues('name'),
          category: getValues('category') ?? '',
          description: getValues('description') ?? '',
          expected_release_date: getValues('expected_release_date') ?? '',
        }),
        fill: (patch) => {
          for (const [key, value] of Object.entries(patch))
            form.setValue(key as keyof FutureProductFormValues, value, { shouldDirty: true })
        },
      })
    : null

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="max-w-3xl space-y-6"
      aria-label="Datos del producto futuro"
    >
      {save.isError && serverFieldErrors(save.error).length === 0 && (
        <Alert tone="error">{errorMessage(save.error, 'No se pudo guardar el producto futuro.')}</Alert>
      )}
      <FormSection id="futuro-datos" title="Producto futuro">
        <Field label="Nombre" error={errors.name?.message}>
          {(props) => <Input {...props} {...register('name')} required />}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Categoría (opcional)" error={errors.category?.message}>
            {(props) => <Input {...props} {...register('category')} list={listId} maxLength={100} />}
          </Field>
          <Field label="Llegada prevista (opcional)" error={errors.expected_release_date?.message}>
            {(props) => <Input {...props} {...register('expected_release_date')} type="date" />}
          </Field>
        </div>
        <datalist id={listId}>
          {categories.data?.map((category) => (
            <option key={category.id} value={category.name} />
          ))}
        </datalist>
        <Field label="Descripción (opcional)" error={errors.description?.message} aside={assist}>
          {(props) => <Textarea {...props} {...register('description')} rows={5} />}
        </Field>
        <FutureProductImageField
          current={item?.image_url ?? null}
          file={file}
          error={fileError}
          onFile={(picked) => {
            const refusal = picked && imageFileRefusal(picked)
            setFileError(refusal || undefined)
            setFile(refusal ? null : picked)
          }}
          onRemove={
            uploaded
              ? () => removeImage.mutate(undefined, { onSuccess: () => toast.success('Imagen quitada.') })
              : undefined
          }
          removing={removeImage.isPending}
        />
        <Field
          label="Imagen por enlace (opcional)"
          hint="O un enlace https a una imagen publicada, en lugar de subirla."
          error={errors.image_url?.message}
        >
          {(props) => (
            <Input
              {...props}
              {...register('image_url')}
              type="url"
              inputMode="url"
              placeholder="https://..."
            />
          )}
        </Field>
      </FormSection>
      <div className="flex justify-end">
        <Button
          type="submit"
          size="lg"
          pending={save.isPending || upload.isPending}
          pendingText="Guardando..."
        >
          {item ? 'Guardar cambios' : 'Crear producto futuro'}
        </Button>
      </div>
    </form>
  )
}
