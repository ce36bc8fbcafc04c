import { Search, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { SEARCH_DEBOUNCE_MS } from '@vitrina/core/constants'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'

/**
 * A list's search box: reports its text after the pause in typing of docs/product/search.md#header-search
 * (300 ms).
 */
export function SearchInput({
  label,
  value,
  onSearch,
  placeholder,
}: {
  label: string
  value: string
  onSearch: (text: string) => void
  placeholder?: string
}) {
  const [text, setText] = useState(value)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  // The URL is the truth: clearing the filters elsewhere empties the box too.
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    setSeen(value)
    if (value !== text.trim()) setText(value)
  }

  const change = (next: string, delay = SEARCH_DEBOUNCE_MS) => {
    setText(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => onSearch(next.trim()), delay)
  }

  return (
    <Field label={label}>
      {(props) => (
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <Input
            {...props}
            type="search"
            value={text}
            placeholder={placeholder}
            onChange={(event) => change(event.target.value)}
            className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
          />
          {text && (
            <button
              type="button"
              onClick={() => change('', 0)}
              aria-label="Borrar búsqueda"
              className="absolute top-1/2 right-1 flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-muted hover:text-foreground"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
      )}
    </Field>
  )
}
