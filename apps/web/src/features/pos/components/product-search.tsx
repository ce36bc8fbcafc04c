import { useQuery, useQueryClient } from '@tanstack/react-query'
import { SEARCH_DEBOUNCE_MS } from '@vitrina/core/constants'
import { effectivePrice } from '@vitrina/core/discount'
import { formatCOP } from '@vitrina/core/format'
import type { PosProduct, PosVariant } from '@vitrina/core/schemas/pos'
import { ScanBarcode } from 'lucide-react'
import { useRef, useState, type FormEvent, type RefObject } from 'react'
import { ProductImage } from '../../../components/product-image'
import { Input } from '../../../components/ui/input'
import { errorMessage } from '../../../lib/api-client'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { posProductsOptions } from '../pos.api'

/**
 * docs/product/back-office.md#point-of-sale: search by name or SKU as the cashier types; Enter (what a
 * barcode scanner sends after the code) adds an exact SKU, or the only result, straight to the ticket and
 * leaves the field empty for the next scan.
 */
export function ProductSearch({
  inputRef,
  onPick,
}: {
  inputRef: RefObject<HTMLInputElement | null>
  onPick: (product: PosProduct, variant?: PosVariant) => void
}) {
  const client = useQueryClient()
  const [text, setText] = useState('')
  const [notice, setNotice] = useState<string | null>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS)
  const results = useQuery(posProductsOptions(term))

  const pick = (product: PosProduct, variant?: PosVariant) => {
    onPick(product, variant)
    setText('')
    setNotice(null)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const wanted = text.trim()
    if (!wanted) return
    let found: PosProduct[]
    try {
      found = await client.fetchQuery(posProductsOptions(wanted))
    } catch (error) {
      setNotice(errorMessage(error, 'No se pudo buscar el producto.'))
      return
    }
    const first = found[0]
    if (first && (first.exact || found.length === 1)) {
      pick(
        first,
        first.variants.find((v) => v.id === first.matched_variant_id),
      )
      return
    }
    if (!first) setNotice(`No se encontró ningún producto para "${wanted}".`)
    else listRef.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus()
  }

  const shown = term ? (results.data ?? []) : []
  return (
    <div className="space-y-3">
      <form noValidate onSubmit={(event) => void submit(event)} role="search" aria-label="Productos">
        <label htmlFor="pos-search" className="mb-1.5 block text-sm font-medium text-foreground">
          Buscar producto o escanear código
        </label>
        <div className="relative">
          <ScanBarcode
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <Input
            ref={inputRef}
            autoFocus
            id="pos-search"
            type="search"
            autoComplete="off"
            placeholder="Nombre, SKU o código de barras"
            value={text}
            onChange={(event) => {
              setText(event.target.value)
              setNotice(null)
            }}
            aria-describedby="pos-search-status"
            className="h-12 pl-11 text-lg"
          />
        </div>
      </form>
      <p id="pos-search-status" role="status" className="min-h-5 text-sm text-muted">
        {notice ??
          (!term
            ? 'Escribe y pulsa Enter para agregar al ticket.'
            : results.isFetching && !results.data
              ? 'Buscando...'
              : results.isError
                ? errorMessage(results.error, 'No se pudo buscar el producto.')
                : shown.length === 0
                  ? `No se encontró ningún producto para "${term}".`
                  : `${shown.length} ${shown.length === 1 ? 'resultado' : 'resultados'}`)}
      </p>
      {shown.length > 0 && (
        <ul
          ref={listRef}
          aria-label="Resultados de la búsqueda"
          className="grid grid-cols-1 gap-2 sm:grid-cols-2"
        >
          {shown.map((product) => (
            <li key={product.id}>
              <ResultButton product={product} onPick={() => pick(product)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function ResultButton({ product, onPick }: { product: PosProduct; onPick: () => void }) {
  const soldOut = product.stock < 1
  return (
    <button
      type="button"
      onClick={onPick}
      disabled={soldOut}
      className="flex w-full items-center gap-3 rounded-xl border border-border bg-card p-2.5 text-left transition hover:border-primary-ink/50 hover:bg-primary/5 disabled:cursor-not-allowed disabled:opacity-60"
    >
      <ProductImage
        imageRef={product.image_url}
        alt=""
        sizes="48px"
        className="size-12 shrink-0 rounded-lg object-cover"
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-foreground">{product.name}</span>
        <span className="block truncate text-xs text-muted">
          {[
            product.sku && `SKU ${product.sku}`,
            product.variants.length > 0 && `${product.variants.length} opciones`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </span>
      <span className="shrink-0 text-right text-sm">
        <span className="block font-semibold tabular-nums">{formatCOP(effectivePrice(product))}</span>
        <span className={soldOut ? 'text-xs font-semibold text-danger' : 'text-xs text-muted'}>
          {soldOut ? 'Agotado' : `${product.stock} disponibles`}
        </span>
      </span>
    </button>
  )
}
