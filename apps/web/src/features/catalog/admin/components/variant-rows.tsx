import clsx from 'clsx'
import { formatCOP } from '@vitrina/core/format'
import { RotateCcw, X } from 'lucide-react'
import { Button } from '../../../../components/ui/button'
import { Input } from '../../../../components/ui/input'
import type { VariantFields, VariantRow } from '../variant-draft'

const cell = 'min-w-0 space-y-1'
const label = 'block text-xs font-medium text-muted md:sr-only'

/**
 * The generated combinations: per variant a price override (empty = the product's price), a SKU and a
 * stock. On phones each variant is a small card; on wider screens a row under one header.
 */
export function VariantRows({
  rows,
  excluded,
  errors,
  basePrice,
  onField,
  onExclude,
}: {
  rows: VariantRow[]
  excluded: Set<string>
  errors: Record<string, string>
  basePrice: number
  onField: (key: string, field: keyof VariantFields, value: string) => void
  onExclude: (key: string, exclude: boolean) => void
}) {
  const grid =
    'md:grid md:grid-cols-[minmax(0,1.4fr)_9rem_minmax(0,1fr)_7rem_2.5rem] md:items-center md:gap-3'
  return (
    <div>
      <div
        aria-hidden="true"
        className={clsx(
          grid,
          'hidden border-b border-border pb-2 text-xs font-semibold text-muted uppercase md:grid',
        )}
      >
        <span>Variante</span>
        <span>Precio propio</span>
        <span>SKU</span>
        <span>Stock</span>
        <span />
      </div>
      <ul className="divide-y divide-border">
        {rows.map((row) => {
          const off = excluded.has(row.key)
          const error = errors[row.key]
          return (
            <li key={row.key} className={clsx('py-3', off && 'opacity-60')}>
              <div className={clsx(grid, 'space-y-2 md:space-y-0')}>
                <div className="flex items-center justify-between gap-2 md:contents">
                  <p className="font-semibold text-foreground md:order-1">
                    {row.label}
                    {off && <span className="ml-2 text-xs font-normal text-foreground">(no se vende)</span>}
                  </p>
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => onExclude(row.key, !off)}
                    aria-label={off ? `Volver a vender ${row.label}` : `No vender ${row.label}`}
                    className="shrink-0 md:order-5"
                  >
                    {off ? (
                      <RotateCcw className="size-4" aria-hidden="true" />
                    ) : (
                      <X className="size-4" aria-hidden="true" />
                    )}
                  </Button>
                </div>
                {off ? (
                  <p className="text-sm text-muted md:order-2 md:col-span-3">
                    Esta combinación no se guardará.
                  </p>
                ) : (
                  <div className="grid grid-cols-2 gap-2 md:contents">
                    <label className={clsx(cell, 'md:order-2')}>
                      <span className={label}>
                        Precio propio<span className="sr-only"> de {row.label}</span>
                      </span>
                      <Input
                        type="number"
                        inputMode="numeric"
                        min={0}
                        step={1}
                        placeholder={formatCOP(basePrice)}
                        value={row.fields.price_override}
                        aria-invalid={Boolean(error)}
                        onChange={(event) => onField(row.key, 'price_override', event.target.value)}
                        className="h-10"
                      />
                    </label>
                    <label className={clsx(cell, 'col-span-2 max-md:order-last md:order-3 md:col-span-1')}>
                      <span className={label}>
                        SKU<span className="sr-only"> de {row.label}</span>
                      </span>
                      <Input
                        value={row.fields.sku}
                        maxLength={64}
                        spellCheck={false}
                        onChange={(event) => onField(row.key, 'sku', event.target.value)}
                        className="h-10"
                      />
                    </label>
                    <label className={clsx(cell, 'md:order-4')}>
                      <span className={label}>
                        Stock<span className="sr-only"> de {row.label}</span>
                      </span>
                      <Input
                        type="number"
                        inputMode="numeric"
                        min={0}
                        step={1}
                        value={row.fields.stock_quantity}
                        aria-invalid={Boolean(error)}
                        onChange={(event) => onField(row.key, 'stock_quantity', event.target.value)}
                        className="h-10"
                      />
                    </label>
                  </div>
                )}
              </div>
              {error && <p className="mt-1 text-sm text-danger">{error}</p>}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
