import { useId, type ReactNode } from 'react'
import { Label } from './label'

/** What a control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

type FieldProps = {
  label: ReactNode
  hint?: ReactNode
  error?: string
  /** Marks the control invalid when the message is shown elsewhere (e.g. one alert for the whole form). */
  invalid?: boolean
  /** Live text under the control (e.g. a check that runs while typing); announced politely. */
  status?: ReactNode
  /** Content at the right of the label row, e.g. a link. */
  aside?: ReactNode
  children: (control: FieldControlProps) => ReactNode
}

export function Field({ label, hint, error, invalid = false, status, aside, children }: FieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const statusId = `${id}-status`
  const describedBy = [hint && hintId, status !== undefined && statusId, error && errorId]
    .filter(Boolean)
    .join(' ')

  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {children({
        id,
        'aria-invalid': Boolean(error) || invalid,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {status !== undefined && (
        <p id={statusId} aria-live="polite" className="min-h-4 text-xs font-medium">
          {status}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  )
}
