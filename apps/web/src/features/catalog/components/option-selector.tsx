import clsx from 'clsx'
import type { ProductOption } from '@vitrina/core/schemas/catalog'

/** One option (e.g. Talla) as a group of chips; values that can only end sold out look crossed out. */
export function OptionSelector({
  option,
  value,
  onChange,
  inStock,
}: {
  option: ProductOption
  value: number | undefined
  onChange: (valueId: number) => void
  inStock: (valueId: number) => boolean
}) {
  const chosen = option.values.find((v) => v.id === value)
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-foreground">
        {option.name}
        {chosen && <span className="font-normal text-muted">: {chosen.value}</span>}
      </legend>
      <div className="flex flex-wrap gap-2">
        {option.values.map((v) => {
          const available = inStock(v.id)
          return (
            <label key={v.id} className="relative cursor-pointer">
              <input
                type="radio"
                name={`option-${option.id}`}
                value={v.id}
                checked={value === v.id}
                onChange={() => onChange(v.id)}
                className="peer sr-only"
              />
              <span
                className={clsx(
                  'inline-flex h-11 min-w-12 items-center justify-center rounded-lg border px-4 text-sm font-medium transition',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-ink',
                  'peer-checked:border-primary-ink peer-checked:bg-primary peer-checked:text-on-primary',
                  'border-control bg-card text-foreground hover:border-primary-ink',
                  !available && 'text-muted line-through decoration-1',
                )}
              >
                {v.value}
                {!available && <span className="sr-only"> (agotado)</span>}
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
