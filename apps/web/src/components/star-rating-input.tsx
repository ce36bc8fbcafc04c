import clsx from 'clsx'
import { Star } from 'lucide-react'
import { useId } from 'react'

/**
 * Choosing 1 to 5 stars: native radios (arrow keys, one Tab stop) drawn as stars. With `clearLabel` the
 * group offers a "no choice" option too, as filters need.
 */
export function StarRatingInput({
  legend,
  value,
  onChange,
  clearLabel,
  suffix = (n) => `${n} ${n === 1 ? 'estrella' : 'estrellas'}`,
  invalid = false,
  describedBy,
}: {
  legend: string
  value: number
  onChange: (value: number) => void
  clearLabel?: string
  suffix?: (n: number) => string
  invalid?: boolean
  describedBy?: string
}) {
  const name = useId()
  return (
    <fieldset aria-invalid={invalid || undefined} aria-describedby={describedBy}>
      <legend className="mb-2 text-sm font-medium text-foreground">{legend}</legend>
      <div className="flex flex-col items-start gap-2">
        <div className="flex items-center gap-0.5">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="relative cursor-pointer" title={suffix(n)}>
              <input
                type="radio"
                name={name}
                className="peer sr-only"
                checked={value === n}
                onChange={() => onChange(n)}
              />
              <span className="sr-only">{suffix(n)}</span>
              <Star
                aria-hidden="true"
                className={clsx(
                  'size-8 rounded p-0.5 transition peer-focus-visible:outline-2 peer-focus-visible:outline-primary-ink',
                  n <= value ? 'fill-accent text-accent' : 'fill-transparent text-control hover:text-accent',
                )}
              />
            </label>
          ))}
        </div>
        {clearLabel && (
          <label className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              className="peer sr-only"
              checked={value === 0}
              onChange={() => onChange(0)}
            />
            <span className="inline-flex h-8 items-center rounded-full border border-control px-3 text-sm font-medium text-foreground peer-checked:border-primary peer-checked:bg-primary peer-checked:text-on-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-ink">
              {clearLabel}
            </span>
          </label>
        )}
      </div>
    </fieldset>
  )
}
