import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form'
import type { ReactNode } from 'react'
import { RichTextEditor } from '../../../components/rich-text-editor/lazy-rich-text-editor'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Textarea } from '../../../components/ui/textarea'
import { errorMessage } from '../../../lib/api-client'
import type { AdminEntry } from '../content-admin.api'
import type { EntryKind } from '../entry-kinds'

export type EntryFormValues = { title: string; body: string; sort_order: string }

/**
 * A slot beside the body field for a helper that drafts the text (e.g. 'Generar con IA' for an FAQ answer
 * or a policy): it reads the title typed so far and may replace the body.
 */
export type BodyAssist = (fields: { title: string; setBody: (text: string) => void }) => ReactNode

/** The wire payload of the form, as the server's contract names it. */
export function entryPayload(kind: EntryKind, values: EntryFormValues): Record<string, unknown> {
  const order = values.sort_order.trim()
  return {
    [kind.titleField]: values.title,
    [kind.bodyField]: values.body,
    ...(order === '' ? {} : { sort_order: /^\d+$/.test(order) ? Number(order) : Number.NaN }),
  }
}

/** Validates with the server's own schema and shows its Spanish messages on the matching fields. */
function entryResolver(kind: EntryKind): Resolver<EntryFormValues> {
  const fieldOf: Record<string, keyof EntryFormValues> = {
    [kind.titleField]: 'title',
    [kind.bodyField]: 'body',
    sort_order: 'sort_order',
  }
  return async (values) => {
    const result = kind.schema.safeParse(entryPayload(kind, values))
    if (result.success) return { values, errors: {} }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const issue of result.error.issues) {
      const field = fieldOf[String(issue.path[0])]
      if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message }
    }
    return { values: {}, errors }
  }
}

export function EntryForm({
  kind,
  entry,
  nextOrder,
  pending,
  error,
  bodyAssist,
  onSubmit,
  onCancel,
}: {
  kind: EntryKind
  /** The entry being edited, or null for a new one. */
  entry: AdminEntry | null
  /** The order a new entry gets by default: after the last one. */
  nextOrder: number
  pending: boolean
  error: unknown
  bodyAssist?: BodyAssist
  onSubmit: (payload: Record<string, unknown>) => void
  onCancel: () => void
}) {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<EntryFormValues>({
    resolver: entryResolver(kind),
    defaultValues: {
      title: entry ? String(entry[kind.titleField] ?? '') : '',
      body: entry ? String(entry[kind.bodyField] ?? '') : '',
      sort_order: String(entry ? entry.sort_order : nextOrder),
    },
  })
  const title = useWatch({ control, name: 'title' })
  const assist = bodyAssist?.({
    title,
    setBody: (text) => setValue('body', text, { shouldDirty: true, shouldValidate: true }),
  })

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(entryPayload(kind, values)))}
      className="space-y-5"
    >
      {error !== null && error !== undefined && (
        <Alert tone="error">{errorMessage(error, 'No se pudo guardar. Inténtalo de nuevo.')}</Alert>
      )}
      <Field label={kind.titleLabel} error={errors.title?.message}>
        {(props) => <Input {...props} {...register('title')} required data-autofocus />}
      </Field>
      {kind.rich ? (
        <Controller
          control={control}
          name="body"
          render={({ field }) => (
            <RichTextEditor
              label={kind.bodyLabel}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.body?.message}
              aside={assist}
            />
          )}
        />
      ) : (
        <Field label={kind.bodyLabel} error={errors.body?.message} aside={assist}>
          {(props) => <Textarea {...props} {...register('body')} rows={7} required />}
        </Field>
      )}
      <Field
        label="Orden"
        hint="Las entradas con un número menor aparecen primero."
        error={errors.sort_order?.message}
      >
        {(props) => <Input {...props} {...register('sort_order')} inputMode="numeric" className="max-w-32" />}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" pending={pending} pendingText="Guardando...">
          Guardar
        </Button>
      </div>
    </form>
  )
}
