import { zodResolver } from '@hookform/resolvers/zod'
import { slugSchema } from '@vitrina/core/schemas/catalog-admin'
import { categoryInputSchema, type Category } from '@vitrina/core/schemas/categories'
import { useForm, type UseFormRegisterReturn } from 'react-hook-form'
import { z } from 'zod'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { Textarea } from '../../../../components/ui/textarea'
import { useCreateCategory, useUpdateCategory } from '../categories-admin.api'
import { showServerFieldErrors } from '../form-errors'
import { useSlugFromName } from '../hooks/use-slug-from-name'
import { renderAssist, type FieldAssist } from './ai-slot'
import { CategoryImageField } from './category-image-field'
import { FormSection } from './form-section'
import { ImageLinkField, isImageLink } from './image-link-field'
import { SaveForm } from './save-form'
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
const codeFields = { SLUG_TAKEN: 'slug' }
type CategoryFormInput = z.input<typeof categoryFormSchema>
export type CategoryFormValues = { name: string; slug: string; description: string }

/** An uploaded image is not a link: the link field then starts empty and is sent only if filled. */
const hasUploadedImage = (category?: Category) =>
  Boolean(category?.image_url) && !isImageLink(category?.image_url)

const defaultsOf = (category?: Category): CategoryFormInput => ({
  name: category?.name ?? '',
  slug: category?.slug ?? '',
  description: category?.description ?? '',
  image_url: hasUploadedImage(category) ? '' : (category?.image_url ?? ''),
  position: category ? String(category.position) : '',
})

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
  const uploaded = hasUploadedImage(category)
  const form = useForm<CategoryFormInput, unknown, z.output<typeof categoryFormSchema>>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: defaultsOf(category),
  })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form
  const slug = useSlugFromName(form, { follow: !category })

  const onSubmit = handleSubmit(({ slug: slugText, image_url, ...fields }) =>
    save.mutate(
      {
        ...fields,
        ...(slugText ? { slug: slugText } : {}),
        // An empty link must not clear an uploaded image ('Quitar imagen' does that): undefined is not sent.
        image_url: uploaded && !image_url ? undefined : image_url,
      },
      {
        onSuccess: onSaved,
        onError: (error) => showServerFieldErrors(error, form.setError, categoryFormSchema.shape, codeFields),
      },
    ),
  )
  const assist = renderAssist(form, descriptionAssist, ['name', 'slug', 'description'])

  return (
    <SaveForm
      label="Datos de la categoría"
      onSubmit={onSubmit}
      save={save}
      codeFields={codeFields}
      failure="No se pudo guardar la categoría."
      submitText={category ? 'Guardar cambios' : 'Crear categoría'}
    >
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
      <CategoryImageSection
        category={category}
        registration={register('image_url')}
        error={errors.image_url?.message}
      />
    </SaveForm>
  )
}

/** The uploaded image (saved at once on an existing category) and the link that replaces it on save. */
function CategoryImageSection({
  category,
  registration,
  error,
}: {
  category?: Category
  registration: UseFormRegisterReturn
  error?: string
}) {
  return (
    <FormSection id="categoria-imagen" title="Imagen">
      <CategoryImageField category={category} />
      <ImageLinkField
        label="O un enlace a una imagen (opcional)"
        hint="Un enlace https a una imagen publicada; reemplaza la imagen subida al guardar."
        registration={registration}
        error={error}
      />
    </FormSection>
  )
}
