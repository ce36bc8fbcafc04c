import type { FormEventHandler, ReactNode } from 'react'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { errorMessage } from '../../../../lib/api-client'
import { serverFieldErrors } from '../form-errors'

/**
 * The frame of a back-office create/edit form: the save's refusal on top, unless it names fields (those
 * show under their controls), the form's sections, and the submit button.
 */
export function SaveForm({
  label,
  className = 'max-w-3xl space-y-6',
  onSubmit,
  save,
  codeFields,
  failure,
  pending = save.isPending,
  submitText,
  children,
}: {
  label: string
  className?: string
  onSubmit: FormEventHandler<HTMLFormElement>
  save: { isError: boolean; isPending: boolean; error: unknown }
  /** Conflict codes the server answers for one field, e.g. `{ SLUG_TAKEN: 'slug' }`. */
  codeFields?: Record<string, string>
  /** The fallback text when the server's answer carries no message. */
  failure: string
  /** Busy beyond the save itself (e.g. an upload that follows it). */
  pending?: boolean
  submitText: string
  children: ReactNode
}) {
  const fieldsRefused = serverFieldErrors(save.error, codeFields).length > 0
  return (
    <form noValidate onSubmit={onSubmit} className={className} aria-label={label}>
      {save.isError && !fieldsRefused && <Alert tone="error">{errorMessage(save.error, failure)}</Alert>}
      {children}
      <div className="flex justify-end">
        <Button type="submit" size="lg" pending={pending} pendingText="Guardando...">
          {submitText}
        </Button>
      </div>
    </form>
  )
}
