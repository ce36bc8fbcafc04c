import { useQuery } from '@tanstack/react-query'
import { foldPlace } from '@vitrina/core/departamentos'
import type { Place } from '@vitrina/core/schemas/locations'
import clsx from 'clsx'
import { useId, useState, type KeyboardEvent } from 'react'
import { inputClasses } from '../../../components/ui/input'
import type { FieldControlProps } from '../../../components/ui/field'
import { municipioListOptions } from '../locations.api'

const MAX_SHOWN = 50

/**
 * docs/product/account.md#address-form: the municipio of the chosen departamento, typed and picked from the
 * DANE list (WAI-ARIA combobox with a list: arrows move, Enter picks, Escape closes). `value` is the chosen
 * municipio (code and name), null until one is picked.
 */
export function MunicipioCombobox({
  control,
  departamentoCode,
  value,
  onChange,
}: {
  control: FieldControlProps
  departamentoCode: string | undefined
  value: Place | null
  onChange: (place: Place | null) => void
}) {
  const listId = useId()
  const municipios = useQuery(municipioListOptions(departamentoCode))
  const [text, setText] = useState(value?.name ?? '')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const [shownCode, setShownCode] = useState(value?.code ?? null)
  // A value set from outside (a new departamento clears it) replaces the text.
  if ((value?.code ?? null) !== shownCode) {
    setShownCode(value?.code ?? null)
    setText(value?.name ?? '')
  }

  const folded = foldPlace(text)
  const matches = (municipios.data ?? [])
    .filter((m) => !folded || value?.name === text || foldPlace(m.name).includes(folded))
    .slice(0, MAX_SHOWN)
  const expanded = open && matches.length > 0
  const optionId = (i: number) => `${listId}-${i}`

  const pick = (place: Place) => {
    onChange(place)
    setShownCode(place.code)
    setText(place.name)
    setOpen(false)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) return setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (matches.length ? (i + step + matches.length) % matches.length : 0))
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault()
      const place = matches[active]
      if (place) pick(place)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
    }
  }

  const placeholder = !departamentoCode
    ? 'Primero elige el departamento'
    : municipios.isPending
      ? 'Cargando municipios...'
      : 'Escribe para buscar'

  return (
    <div className="relative">
      <input
        {...control}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? optionId(active) : undefined}
        autoComplete="off"
        disabled={!departamentoCode}
        placeholder={placeholder}
        className={inputClasses}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setActive(0)
          setOpen(true)
          if (value) {
            setShownCode(null)
            onChange(null)
          }
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false)
          // A name typed in full ('medellin') is as good as picking it.
          const exact = !value && matches.filter((m) => foldPlace(m.name) === folded)
          if (exact && exact.length === 1) pick(exact[0]!)
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Municipios"
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-border bg-card py-1 shadow-lg"
      >
        {matches.map((m, i) => (
          <li
            key={m.code}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault()
              pick(m)
            }}
            className={clsx(
              'cursor-pointer px-3 py-2 text-base text-foreground',
              i === active && 'bg-primary/10',
            )}
          >
            {m.name}
          </li>
        ))}
      </ul>
      {open && departamentoCode && municipios.isSuccess && matches.length === 0 && (
        <p role="status" className="mt-1 text-sm text-muted">
          Ningún municipio coincide con «{text}».
        </p>
      )}
    </div>
  )
}
