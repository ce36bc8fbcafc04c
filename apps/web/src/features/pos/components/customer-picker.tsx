import { useQuery } from '@tanstack/react-query'
import { SEARCH_DEBOUNCE_MS } from '@vitrina/core/constants'
import type { PosCustomer } from '@vitrina/core/schemas/pos'
import { UserRound, X } from 'lucide-react'
import { useState } from 'react'
import { Input } from '../../../components/ui/input'
import { errorMessage } from '../../../lib/api-client'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { posCustomersOptions } from '../pos.api'

/** An optional registered customer for the sale: the order then appears in their account. */
export function CustomerPicker({
  customer,
  onChange,
}: {
  customer: PosCustomer | null
  onChange: (customer: PosCustomer | null) => void
}) {
  const [text, setText] = useState('')
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS)
  const results = useQuery(posCustomersOptions(term))

  if (customer)
    return (
      <div className="flex items-center gap-3 rounded-xl border border-border bg-primary/5 px-3 py-2">
        <UserRound className="size-5 shrink-0 text-primary-ink" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-sm">
          <span className="block truncate font-semibold text-foreground">{customer.username}</span>
          <span className="block truncate text-muted">{customer.email}</span>
        </p>
        <button
          type="button"
          onClick={() => onChange(null)}
          aria-label={`Quitar el cliente ${customer.username}`}
          className="flex size-9 items-center justify-center rounded-lg text-muted hover:bg-foreground/5 hover:text-foreground"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    )

  const found = term.length >= 2 ? (results.data ?? []) : []
  return (
    <div className="space-y-2">
      <label htmlFor="pos-customer" className="block text-sm font-medium text-foreground">
        Cliente (opcional)
      </label>
      <Input
        id="pos-customer"
        type="search"
        autoComplete="off"
        placeholder="Usuario o correo"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby="pos-customer-status"
      />
      <p id="pos-customer-status" role="status" className="text-xs text-muted">
        {term.length < 2
          ? 'Sin cliente: venta de mostrador.'
          : results.isError
            ? errorMessage(results.error, 'No se pudieron buscar clientes.')
            : results.isFetching && !results.data
              ? 'Buscando...'
              : found.length === 0
                ? 'Ningún cliente coincide.'
                : `${found.length} ${found.length === 1 ? 'cliente' : 'clientes'}`}
      </p>
      {found.length > 0 && (
        <ul aria-label="Clientes encontrados" className="space-y-1">
          {found.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                onClick={() => {
                  onChange(option)
                  setText('')
                }}
                className="w-full rounded-lg border border-border px-3 py-2 text-left text-sm hover:bg-primary/5"
              >
                <span className="font-medium text-foreground">{option.username}</span>
                <span className="text-muted">{` · ${option.email}`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
