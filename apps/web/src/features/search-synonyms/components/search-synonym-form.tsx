import {
  searchSynonymInputSchema,
  splitSynonymWords,
  type SearchSynonym,
  type SearchSynonymInput,
} from '@vitrina/core/schemas/search-synonyms'
import { useForm, type Resolver } from 'react-hook-form'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { errorMessage } from '../../../lib/api-client'

type FormValues = { words: string }

const payload = (values: FormValues): SearchSynonymInput => ({ words: splitSynonymWords(values.words) })

/** Validates with the server's own schema, so the form shows the same Spanish messages. */
const resolver: Resolver<FormValues> = async (values) => {
  const result = searchSynonymInputSchema.safeParse(payload(values))
  if (result.success) return { values, errors: {} }
  const errors: Record<string, { type: string; message: string }> = {
    words: { type: 'validate', message: result.error.issues[0]!.message },
  }
  return { values: {}, errors }
}

/** docs/product/search.md#staff-synonyms: one group of words that mean the same thing. */
export function SearchSynonymForm({
  group,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  group: SearchSynonym | null
  pending: boolean
  error: unknown
  onSubmit: (payload: SearchSynonymInput) => void
  onCancel: () => void
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({ resolver, defaultValues: { words: group?.words.join(', ') ?? '' } })
  const submit = handleSubmit((values) => onSubmit(payload(values)))

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {error !== null && error !== undefined && (
        <Alert tone="error">{errorMessage(error, 'No se pudo guardar el grupo. Inténtalo de nuevo.')}</Alert>
      )}
      <Field
        label="Palabras que significan lo mismo"
        hint="Separadas por comas, una palabra cada una, p. ej. «pijama, piyama, mameluco»."
        error={errors.words?.message}
      >
        {(props) => <Input {...props} {...register('words')} autoComplete="off" data-autofocus />}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" pending={pending} pendingText="Guardando...">
          Guardar grupo
        </Button>
      </div>
    </form>
  )
}
