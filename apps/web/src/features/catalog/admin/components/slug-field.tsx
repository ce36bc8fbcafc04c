import { RefreshCw } from 'lucide-react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { SLUG_MAX_LENGTH } from '@vitrina/core/slug'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'

/** The slug control: generated from the name, editable, with a button to generate it again. */
export function SlugField({
  registration,
  error,
  hint,
  onRegenerate,
}: {
  registration: UseFormRegisterReturn
  error?: string
  hint: string
  onRegenerate: () => void
}) {
  return (
    <Field
      label="Slug"
      hint={hint}
      error={error}
      aside={
        <button
          type="button"
          onClick={onRegenerate}
          className="inline-flex items-center gap-1 rounded text-xs font-semibold text-primary-ink hover:underline"
        >
          <RefreshCw className="size-3.5" aria-hidden="true" />
          Generar desde el nombre
        </button>
      }
    >
      {(props) => (
        <Input
          {...props}
          {...registration}
          maxLength={SLUG_MAX_LENGTH}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className="font-mono text-sm"
        />
      )}
    </Field>
  )
}
