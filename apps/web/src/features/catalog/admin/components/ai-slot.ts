import type { ReactNode } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'

/**
 * Room next to a descriptive field for a helper that writes it (docs/product/assistant.md#writing-helpers
 * 'Generation helpers'): it can read the form's current values when used and fill fields, and renders at the
 * right of the label.
 */
export type FieldAssist<T> = (form: { read: () => T; fill: (patch: Partial<T>) => void }) => ReactNode

/** Renders a form's assist slot over the text fields it names; nothing when the page gives no helper. */
export function renderAssist<F extends FieldValues, T extends Record<string, string>>(
  form: Pick<UseFormReturn<F>, 'getValues' | 'setValue'>,
  assist: FieldAssist<T> | undefined,
  names: readonly (keyof T & Path<F>)[],
): ReactNode {
  if (!assist) return null
  return assist({
    read: () => Object.fromEntries(names.map((name) => [name, form.getValues(name) ?? ''])) as T,
    fill: (patch) => {
      for (const [key, value] of Object.entries(patch))
        form.setValue(key as Path<F>, value as PathValue<F, Path<F>>, { shouldDirty: true })
    },
  })
}
