import { zodResolver } from '@hookform/resolvers/zod'
import type { LandingContent } from '@vitrina/core/landing'
import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import { LANDING_BENEFITS_MAX, landingContentFieldsSchema } from '@vitrina/core/schemas/landing'
import { ExternalLink, Plus, Trash2 } from 'lucide-react'
import { useFieldArray, useForm } from 'react-hook-form'
import { toast } from '../../../../lib/toast'
import { generatePath, Link } from 'react-router'
import type { z } from 'zod'
import { paths } from '@vitrina/core/paths'
import { Alert } from '../../../../components/ui/alert'
import { Button, buttonClasses } from '../../../../components/ui/button'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { Textarea } from '../../../../components/ui/textarea'
import { errorMessage } from '../../../../lib/api-client'
import { aiWriting } from '../../../ai-writing'
import { GenerateWithAiButton } from '../../../ai-writing'
import { useUpdateProduct } from '../products-admin.api'
import { FormSection } from './form-section'

type LandingFormInput = z.input<typeof landingContentFieldsSchema>
type LandingFormOutput = z.output<typeof landingContentFieldsSchema>

const valuesOf = (content: LandingContent) => ({
  headline: content.headline ?? '',
  subheadline: content.subheadline ?? '',
  body: content.body ?? '',
  benefits: content.benefits.map((b) => ({ title: b.title, text: b.text ?? '' })),
  cta: content.cta ?? '',
})

const EMPTY: LandingContent = { headline: null, subheadline: null, body: null, benefits: [], cta: null }

/**
 * The product's landing page (/lp/{slug}): headline, subheadline, text, benefits and button text, saved
 * on its own. 'Generar con IA' drafts it from the product (docs/product/assistant.md#writing-helpers);
 * nothing is saved until staff save. Left empty, the page is built from the product's own data.
 */
export function LandingContentEditor({ product }: { product: ProductDetail }) {
  const save = useUpdateProduct(product.id)
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<LandingFormInput, unknown, LandingFormOutput>({
    resolver: zodResolver(landingContentFieldsSchema),
    defaultValues: valuesOf(product.landing_content ?? EMPTY),
  })
  const benefits = useFieldArray({ control, name: 'benefits' })

  // The server stores content with nothing to show as null: the page then uses the product's own data.
  const onSubmit = handleSubmit((landing_content) =>
    save.mutate(
      { landing_content },
      {
        onSuccess: (saved) => {
          reset(valuesOf(saved.landing_content ?? EMPTY))
          toast.success('Página de aterrizaje guardada.')
        },
      },
    ),
  )

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Página de aterrizaje">
      <FormSection
        id="producto-landing"
        title="Página de aterrizaje"
        description="Lo que muestra la página de campaña del producto. Si la dejas vacía, se arma con el nombre, la descripción y las fotos."
        actions={
          <div className="flex flex-wrap gap-2">
            <GenerateWithAiButton
              request={() => aiWriting.landingContent({ productId: product.id })}
              onGenerated={(draft) => reset(valuesOf(draft), { keepDefaultValues: true })}
            />
            <Link
              to={generatePath(paths.landing, { slug: product.slug })}
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              Ver página
            </Link>
          </div>
        }
      >
        {save.isError && (
          <Alert tone="error">
            {errorMessage(save.error, 'No se pudo guardar la página de aterrizaje.')}
          </Alert>
        )}
        <Field label="Titular" error={errors.headline?.message}>
          {(props) => <Input {...props} {...register('headline')} />}
        </Field>
        <Field label="Subtítulo" error={errors.subheadline?.message}>
          {(props) => <Input {...props} {...register('subheadline')} />}
        </Field>
        <Field label="Texto" hint="Separa los párrafos con una línea en blanco." error={errors.body?.message}>
          {(props) => <Textarea {...props} {...register('body')} rows={6} />}
        </Field>
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-foreground">Beneficios</legend>
          {benefits.fields.length === 0 && (
            <p className="text-sm text-muted">Sin beneficios: la página muestra los de la tienda.</p>
          )}
          {benefits.fields.map((field, index) => (
            <div
              key={field.id}
              className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
            >
              <Field label={`Beneficio ${index + 1}`} error={errors.benefits?.[index]?.title?.message}>
                {(props) => <Input {...props} {...register(`benefits.${index}.title`)} required />}
              </Field>
              <Field label="Detalle (opcional)" error={errors.benefits?.[index]?.text?.message}>
                {(props) => <Input {...props} {...register(`benefits.${index}.text`)} />}
              </Field>
              <Button
                variant="outline"
                size="icon"
                onClick={() => benefits.remove(index)}
                aria-label={`Quitar el beneficio ${index + 1}`}
                title="Quitar"
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </div>
          ))}
          {errors.benefits?.message && <p className="text-sm text-danger">{errors.benefits.message}</p>}
          {benefits.fields.length < LANDING_BENEFITS_MAX && (
            <Button variant="outline" size="sm" onClick={() => benefits.append({ title: '', text: '' })}>
              <Plus className="size-4" aria-hidden="true" />
              Añadir beneficio
            </Button>
          )}
        </fieldset>
        <Field label="Texto del botón" hint="Por ejemplo: Comprar ahora." error={errors.cta?.message}>
          {(props) => <Input {...props} {...register('cta')} className="max-w-sm" />}
        </Field>
        <div className="flex justify-end">
          <Button type="submit" pending={save.isPending} pendingText="Guardando..." disabled={!isDirty}>
            Guardar página
          </Button>
        </div>
      </FormSection>
    </form>
  )
}
