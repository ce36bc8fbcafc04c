import { zodResolver } from '@hookform/resolvers/zod'
import { slugSchema } from '@vitrina/core/schemas/catalog-admin'
import { categoryInputSchema, type Category } from '@vitrina/core/schemas/categories'
import { useForm, type Path } from 'react-hook-form'
import { z } from 'zod'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { Textarea } from '../../../../components/ui/textarea'
import { errorMessage } from '../../../../lib/api-client'
import { useCreateCategory, useUpdateCategory } from '../categories-admin.api'
import { serverFieldErrors } from '../form-errors'
import { useSlugFromName } from '../hooks/use-slug-from-name'
import type { FieldAssist } from './ai-slot'
import { CategoryImageField } from './category-image-field'
import { FormSection } from './form-section'
import { SlugField } from './slug-field'

// The contract of POST /api/categories, with an empty slug allowed (the server then makes it from the name)
// and the position typed as text: empty means "last" on a new category.
const categoryFormSchema = categoryInputSchema.extend({
  slug: z.union([z.literal(''), slugSchema]),
  position: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : undefined),
    categoryInputSchema.shape.position,
  ),
})
/** An image uploaded to the store, not a link: the link field then starts empty and is sent only if filled. */
const isUpload = (ref: string | null | undefined) => Boolean(ref) && !/^https?:\/\//.test(ref!)
type CategoryFormInput = z.input<typeof categoryFormSchema>
export type CategoryFormValues = { name: string; slug: string; description: string }

/**
 * Name, slug (from the name, editable, unique), description, position (docs/product/catalogue.md#category-order)
 * and the image: uploaded at once on an existing category, or an https link saved with the form.
 */
export function CategoryForm({
  category,
  onSaved,
  descriptionAssist,
}: {
  category?: Category
  onSaved: (saved: Category) => void
  /** The slot beside the description for a writing helper (ai-slot.ts). */
  descriptionAssist?: FieldAssist<CategoryFormValues>
}) {
  const create = useCreateCategory()
  const update = useUpdateCategory(category?.id ?? 0)
  const save = category ? update : create
  const form = useForm<CategoryFormInput, unknown, z.output<typeof categoryFormSchema>>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      description: category?.description ?? '',
      image_url: isUpload(category?.image_url) ? '' : (category?.image_url ?? ''),
      position: category ? String(category.position) : '',
    },
  })
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = form
  const slug = useSlugFromName(form, { follow: !category })

  const onSubmit = handleSubmit(({ slug: slugText, image_url, ...fields }) =>
    save.mutate(
      {
        ...fields,
        ...(slugText ? { slug: slugText } : {}),
        // An empty link must not clear an uploaded image ('Quitar imagen' does that): undefined is not sent.
        image_url: image_url || !isUpload(category?.image_url) ? image_url : undefined,
      },
      {
        onSuccess: onSaved,
        onError: (error) => {
          for (const { field, message } of serverFieldErrors(error, { SLUG_TAKEN: 'slug' }))
            if (field in categoryFormSchema.shape)
              setError(field as Path<CategoryFormInput>, { message }, { shouldFocus: true })
        },
      },
    ),
  )
  const fieldsRefused = serverFieldErrors(save.error, { SLUG_TAKEN: 'slug' }).length > 0
  const assist = descriptionAssist
    ? descriptionAssist({
        read: () => ({
          name: getValues('name'),
          slug: getValues('slug') ?? '',
          description: getValues('description') ?? '',
        }),
        fill: (patch) => {
          for (const [key, value] of Object.entries(patch))
            form.setValue(key as keyof CategoryFormValues, value, { shouldDirty: true })
        },
      })
    : null

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-3xl space-y-6" aria-label="Datos de la categoría">
      {save.isError && !fieldsRefused && (
        <Alert tone="error">{errorMessage(save.error, 'No se pudo guardar la categoría.')}</Alert>
      )}
      <FormSection id="categoria-datos" title="Categoría">
        <Field label="Nombre" error={errors.name?.message}>
          {(props) => <Input {...props} {...register('name', { onChange: slug.onNameChange })} required />}
        </Field>
        <SlugField
          registration={register('slug', { onChange: slug.onSlugChange })}
          error={errors.slug?.message}
          hint="Aparece en el filtro de la tienda (/tienda?category=…). Debe ser único."
          onRegenerate={slug.regenerate}
        />
        <Field label="Descripción (opcional)" error={errors.description?.message} aside={assist}>
          {(props) => <Textarea {...props} {...register('description')} rows={5} />}
        </Field>
        <Field
          label="Posición (opcional)"
          hint="Orden en el menú y en la portada: los números menores van primero. Vacío: al final."
          error={errors.position?.message}
        >
          {(props) => <Input {...props} {...register('position')} inputMode="numeric" className="max-w-32" />}
        </Field>
      </FormSection>
      <FormSection id="categoria-imagen" title="Imagen">
        <CategoryImageField category={category} />
        <Field
          label="O un enlace a una imagen (opcional)"
          hint="Un enlace https a una imagen publicada; reemplaza la imagen subida al guardar."
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
        <Button type="submit" size="lg" pending={save.isPending} pendingText="Guardando...">
          {category ? 'Guardar cambios' : 'Crear categoría'}
        </Button>
      </div>
    </form>
  )
}
