import { useQuery } from '@tanstack/react-query'
import clsx from 'clsx'
import { SEARCH_DEBOUNCE_MS } from '@vitrina/core/constants'
import { Search, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { createSearchParams, useNavigate } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { productSearchOptions } from '../catalog.api'
import { SearchResults } from './search-results'

/**
 * The header's live product search (docs/product/search.md#header-search): the panel opens on focus and
 * closes on a click outside or Escape; the query runs 300 ms after typing stops and only for non-empty text.
 * The results are real links; ArrowDown/ArrowUp move between the input and them.
 */
export function SearchBox({ className }: { className?: string }) {
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const containerRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  // Escape from a result returns focus to the box without opening the panel again.
  const quietFocus = useRef(false)
  const panelId = useId()
  const navigate = useNavigate()
  const term = text.trim()
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS)
  const search = useQuery(productSearchOptions(debounced))

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const links = () => Array.from(containerRef.current?.querySelectorAll<HTMLElement>('[data-result]') ?? [])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setOpen(false)
      if (document.activeElement !== inputRef.current) {
        quietFocus.current = true
        inputRef.current?.focus()
      }
      return
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const items = links()
    const index = items.indexOf(document.activeElement as HTMLElement)
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1
    if (next >= items.length || (index === -1 && event.key === 'ArrowUp')) return
    event.preventDefault()
    setOpen(true)
    if (next < 0) inputRef.current?.focus()
    else items[next]?.focus()
  }

  const close = (clear: boolean) => {
    setOpen(false)
    if (clear) setText('')
  }

  return (
    <div ref={containerRef} className={clsx('relative', className)} onKeyDown={onKeyDown}>
      <form
        noValidate
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          if (!term) return
          close(false)
          inputRef.current?.blur()
          navigate({ pathname: paths.shop, search: createSearchParams({ search: term }).toString() })
        }}
      >
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4.5 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
          }}
          onFocus={() => {
            if (!quietFocus.current) setOpen(true)
            quietFocus.current = false
          }}
          placeholder="Buscar productos..."
          aria-label="Buscar productos"
          aria-controls={panelId}
          autoComplete="off"
          enterKeyHint="search"
          className="h-10 w-full rounded-full border border-control bg-background pr-10 pl-9 text-base text-foreground placeholder:text-muted focus:border-primary-ink focus-visible:outline-offset-0 sm:text-sm [&::-webkit-search-cancel-button]:appearance-none"
        />
        {text && (
          <button
            type="button"
            onClick={() => {
              setText('')
              inputRef.current?.focus()
            }}
            aria-label="Limpiar búsqueda"
            className="absolute top-1/2 right-1 flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-foreground/5 hover:text-foreground"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </form>
      <div
        id={panelId}
        hidden={!open || !term}
        className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-2xl border border-border bg-card shadow-2xl"
      >
        {open && term && (
          <SearchResults
            term={term}
            loading={term !== debounced || search.isPending}
            failed={search.isError}
            products={search.data ?? []}
            onFollow={() => close(true)}
          />
        )}
      </div>
    </div>
  )
}
