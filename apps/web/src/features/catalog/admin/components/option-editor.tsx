import { foldLabel } from '@vitrina/core/variants'
import { Plus, Trash2, X } from 'lucide-react'
import { useId, useState, type KeyboardEvent } from 'react'
import { Button } from '../../../../components/ui/button'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import type { OptionDraft } from '../variant-draft'

const MAX_VALUES = 50

/** One option (e.g. Talla) with its values as removable chips; Enter or a comma adds a value. */
export function OptionEditor({
  option,
  position,
  onChange,
  onRemove,
}: {
  option: OptionDraft
  position: number
  onChange: (option: OptionDraft) => void
  onRemove: () => void
}) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const valuesId = useId()
  const title = option.name.trim() || `Opción ${position}`

  const add = () => {
    const values = text
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean)
    if (!values.length) return setError('Escribe un valor, por ejemplo S o Rojo.')
    const known = new Set(option.values.map(foldLabel))
    const fresh: string[] = []
    for (const value of values) {
      if (known.has(foldLabel(value))) return setError(`El valor ${value} ya está en ${title}.`)
      known.add(foldLabel(value))
      fresh.push(value)
    }
    if (option.values.length + fresh.length > MAX_VALUES)
      return setError(`Una opción puede tener como máximo ${MAX_VALUES} valores.`)
    setError(null)
    setText('')
    onChange({ ...option, values: [...option.values, ...fresh] })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault()
      add()
    }
  }

  return (
    <fieldset className="space-y-4 rounded-xl border border-border p-4">
      <legend className="px-1 text-sm font-semibold text-foreground">{title}</legend>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <Field label="Nombre de la opción">
            {(props) => (
              <Input
                {...props}
                value={option.name}
                maxLength={50}
                placeholder="Talla, Color, Material..."
                onChange={(event) => onChange({ ...option, name: event.target.value })}
              />
            )}
          </Field>
        </div>
        <Button variant="ghost" size="icon" onClick={onRemove} aria-label={`Quitar la opción ${title}`}>
          <Trash2 className="size-4 text-danger" aria-hidden="true" />
        </Button>
      </div>
      <div className="space-y-2">
        <p id={valuesId} className="text-sm font-medium text-foreground">
          Valores
        </p>
        {option.values.length ? (
          <ul aria-labelledby={valuesId} className="flex flex-wrap gap-2">
            {option.values.map((value) => (
              <li
                key={value}
                className="inline-flex items-center gap-1 rounded-full border border-border bg-foreground/5 py-0.5 pr-1 pl-3 text-sm"
              >
                {value}
                <button
                  type="button"
                  onClick={() => onChange({ ...option, values: option.values.filter((v) => v !== value) })}
                  aria-label={`Quitar el valor ${value} de ${title}`}
                  className="flex size-7 items-center justify-center rounded-full text-muted hover:bg-foreground/10 hover:text-foreground"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">Aún no tiene valores.</p>
        )}
      </div>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <Field
            label={`Añadir valor a ${title}`}
            hint="Pulsa Enter o separa varios con comas."
            error={error ?? undefined}
          >
            {(props) => (
              <Input
                {...props}
                value={text}
                maxLength={200}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={onKeyDown}
              />
            )}
          </Field>
        </div>
        <Button variant="outline" onClick={add} className="mt-[1.625rem]">
          <Plus className="size-4" aria-hidden="true" />
          Añadir
        </Button>
      </div>
    </fieldset>
  )
}
