import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '../../../lib/api-client'

/**
 * The fields a refused save points at: the server's per-field messages (400), or the field a conflict
 * code names (409 'Ya existe un producto con ese slug.'), so the form shows each under its control.
 */
export function serverFieldErrors(
  error: unknown,
  codeFields: Record<string, string> = {},
): { field: string; message: string }[] {
  if (!(error instanceof ApiError) || !error.fromServer) return []
  const field = codeFields[error.code]
  if (field) return [{ field, message: error.message }]
  return (error.errors ?? []).filter((e) => e.field !== '')
}

/** Shows each refusal of `serverFieldErrors` under its control, for the fields the form has. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: object,
  codeFields: Record<string, string> = {},
) {
  for (const { field, message } of serverFieldErrors(error, codeFields))
    if (field in formFields) setError(field as Path<T>, { message }, { shouldFocus: true })
}
