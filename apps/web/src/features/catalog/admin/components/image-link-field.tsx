import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'

/** A stored image is an uploaded file unless it is a link; only a link is shown in the link field. */
export const isImageLink = (ref: string | null | undefined): ref is string => /^https?:\/\//.test(ref ?? '')

/** The optional https link to a published image, beside an upload (docs/product/catalogue.md#category-image). */
export function ImageLinkField({
  label,
  hint,
  registration,
  error,
}: {
  label: string
  hint: string
  registration: UseFormRegisterReturn
  error?: string
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(props) => <Input {...props} {...registration} type="url" inputMode="url" placeholder="https://..." />}
    </Field>
  )
}
