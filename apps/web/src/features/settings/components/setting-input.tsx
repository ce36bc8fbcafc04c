import { PRICE_ROUNDING_STEPS } from '@vitrina/core/discount'
import { formatCOP } from '@vitrina/core/format'
import type { UseFormRegister, UseFormSetValue } from 'react-hook-form'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { Textarea } from '../../../components/ui/textarea'
import type { SettingField, SettingsValues } from '../settings-fields'

const HEX = /^#[0-9a-f]{6}$/i

/** One setting's control, chosen by its kind; the label, hint and Spanish error come with it. */
export function SettingInput({
  field,
  value,
  error,
  register,
  setValue,
}: {
  field: SettingField
  value: string
  error: string | undefined
  register: UseFormRegister<SettingsValues>
  setValue: UseFormSetValue<SettingsValues>
}) {
  const { key, label, kind, hint } = field

  if (kind === 'flag')
    return (
      <div className="space-y-1">
        <label className="flex cursor-pointer items-center gap-3 text-sm font-medium text-foreground">
          <input
            type="checkbox"
            checked={value === 'true'}
            onChange={(e) =>
              setValue(key, e.target.checked ? 'true' : 'false', { shouldDirty: true, shouldValidate: true })
            }
            className="size-5 rounded accent-primary"
          />
          {label}
        </label>
        {hint && <p className="pl-8 text-sm text-muted">{hint}</p>}
        {error && <p className="text-sm text-danger">{error}</p>}
      </div>
    )

  return (
    <Field label={label} hint={hint} error={error}>
      {(props) => {
        if (kind === 'textarea') return <Textarea {...props} {...register(key)} rows={2} />
        if (kind === 'rounding')
          return (
            <Select {...props} {...register(key)}>
              {PRICE_ROUNDING_STEPS.map((step) => (
                <option key={step} value={String(step)}>
                  {step === 1 ? 'Pesos exactos (sin redondear)' : formatCOP(step)}
                </option>
              ))}
            </Select>
          )
        if (kind === 'color')
          return (
            <div className="flex gap-2">
              <input
                type="color"
                aria-label={`${label}: selector de color`}
                value={HEX.test(value) ? value.toLowerCase() : '#000000'}
                onChange={(e) =>
                  setValue(key, e.target.value.toUpperCase(), { shouldDirty: true, shouldValidate: true })
                }
                className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-control bg-card p-1"
              />
              <Input {...props} {...register(key)} spellCheck={false} className="font-mono uppercase" />
            </div>
          )
        const inputMode =
          kind === 'pesos' || kind === 'count'
            ? 'numeric'
            : kind === 'percent' || kind === 'coordinate'
              ? 'decimal'
              : undefined
        return (
          <Input
            {...props}
            {...register(key)}
            type={kind === 'email' ? 'email' : kind === 'url' ? 'url' : 'text'}
            inputMode={inputMode}
            spellCheck={kind === 'text' ? undefined : false}
          />
        )
      }}
    </Field>
  )
}
