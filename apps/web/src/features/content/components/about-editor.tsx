import { useQuery } from '@tanstack/react-query'
import { aboutUpdateSchema, type AboutSection, type AboutSectionKey } from '@vitrina/core/schemas/content'
import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form'
import { toast } from '../../../lib/toast'
import { Link } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { LoadError } from '../../../components/load-error'
import { LoadState } from '../../../components/load-state'
import { Alert } from '../../../components/ui/alert'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Textarea } from '../../../components/ui/textarea'
import { errorMessage } from '../../../lib/api-client'
import { useSaveAbout } from '../content-admin.api'
import { aboutOptions } from '../content.api'

// docs/product/content.md#about-editor: the About page's editable sections; its five values and statistics
// are fixed texts.
const SECTIONS: Record<AboutSectionKey, { name: string; hint: string }> = {
  hero: { name: 'Portada', hint: 'El título grande y la frase de bienvenida al abrir la página.' },
  history: { name: 'Nuestra historia', hint: 'Cómo nació la tienda y qué la hace distinta.' },
  mission: { name: 'Misión', hint: 'Lo que la tienda hace cada día por sus clientes.' },
  vision: { name: 'Visión', hint: 'Hacia dónde quiere llegar la tienda.' },
}

type Values = { sections: AboutSection[] }

/**
 * A slot beside each section's text for a helper that drafts it (e.g. 'Generar con IA'): it reads the
 * section's title and may replace the text.
 */
export type AboutTextAssist = (section: {
  key: AboutSectionKey
  title: string
  setContent: (text: string) => void
}) => ReactNode

const resolver: Resolver<Values> = async (values) => {
  const result = aboutUpdateSchema.safeParse(values.sections)
  if (result.success) return { values, errors: {} }
  const sections: Record<number, Record<string, { type: string; message: string }>> = {}
  for (const issue of result.error.issues) {
    const [index, field] = issue.path as [number, string]
    sections[index] ??= {}
    sections[index][field] ??= { type: issue.code, message: issue.message }
  }
  return { values: {}, errors: { sections } as FieldErrors<Values> }
}

function AboutForm({ initial, textAssist }: { initial: AboutSection[]; textAssist?: AboutTextAssist }) {
  const save = useSaveAbout()
  const {
    register,
    handleSubmit,
    control,
    setValue,
    reset,
    formState: { errors, isDirty },
  } = useForm<Values>({ resolver, defaultValues: { sections: initial } })
  const titles = useWatch({ control, name: 'sections' }).map((section) => section.title)

  const submit = handleSubmit(({ sections }) =>
    save.mutate(sections, {
      onSuccess: (saved) => {
        reset({ sections: saved })
        toast.success('Página Sobre Nosotros guardada.')
      },
    }),
  )

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      {save.isError && (
        <Alert tone="error">{errorMessage(save.error, 'No se pudo guardar. Inténtalo de nuevo.')}</Alert>
      )}
      {initial.map((section, index) => {
        const meta = SECTIONS[section.section_key]
        const sectionErrors = errors.sections?.[index]
        return (
          <fieldset
            key={section.section_key}
            className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-6"
          >
            {/* Floated so it sits inside the card instead of on its border. */}
            <legend className="float-left mb-4 w-full">
              <span className="block text-lg font-bold text-foreground">{meta.name}</span>
              <span className="block text-sm font-normal text-muted">{meta.hint}</span>
            </legend>
            <div className="clear-both space-y-4">
              <Field label="Título" error={sectionErrors?.title?.message}>
                {(props) => <Input {...props} {...register(`sections.${index}.title`)} required />}
              </Field>
              <Field
                label="Texto"
                hint="Separa los párrafos con una línea en blanco."
                error={sectionErrors?.content?.message}
                aside={textAssist?.({
                  key: section.section_key,
                  title: titles[index] ?? '',
                  setContent: (text) =>
                    setValue(`sections.${index}.content`, text, { shouldDirty: true, shouldValidate: true }),
                })}
              >
                {(props) => (
                  <Textarea
                    {...props}
                    {...register(`sections.${index}.content`)}
                    rows={section.section_key === 'hero' ? 3 : 6}
                    required
                  />
                )}
              </Field>
            </div>
          </fieldset>
        )
      })}
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
        {isDirty && <p className="mr-auto text-sm text-muted">Tienes cambios sin guardar.</p>}
        <Button type="submit" pending={save.isPending} pendingText="Guardando...">
          Guardar cambios
        </Button>
      </div>
    </form>
  )
}

/** /admin/editar-sobre-nosotros: the four sections of the About page, saved together. */
export function AboutEditor({ textAssist }: { textAssist?: AboutTextAssist }) {
  const about = useQuery(aboutOptions())
  let content
  if (about.isPending) content = <LoadState tone="loading">Cargando...</LoadState>
  else if (about.isError)
    content = (
      <LoadError message="No se pudo cargar la página Sobre Nosotros." onRetry={() => void about.refetch()} />
    )
  else content = <AboutForm initial={about.data} textAssist={textAssist} />
  return (
    <div className="space-y-5">
      <Link to={paths.about} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
        <ExternalLink className="size-4" aria-hidden="true" />
        Ver la página
      </Link>
      {content}
    </div>
  )
}
