import { lowStockThreshold, STOCK_LEVELS } from '@vitrina/core/low-stock'
import { Button } from '../../../../components/ui/button'
import { Field } from '../../../../components/ui/field'
import { Select } from '../../../../components/ui/select'
import { CategorySelect } from '../../components/category-select'
import { useSettings } from '../../../settings'
import { SearchInput } from './search-input'
import { STOCK_LABELS } from './stock-badge'

export type ProductFilterValues = { search: string; category: string; stock: string }

const stockOptionLabel = (level: (typeof STOCK_LEVELS)[number], threshold: number) =>
  level === 'bajo' ? `${STOCK_LABELS.bajo} (${threshold} o menos)` : STOCK_LABELS[level]

/** Search, category and stock filters of the products and discounts screens. */
export function ProductFilters({
  values,
  onChange,
  onClear,
  filtered,
  showStock = true,
}: {
  values: ProductFilterValues
  onChange: (patch: Partial<ProductFilterValues>) => void
  onClear: () => void
  filtered: boolean
  showStock?: boolean
}) {
  const { data: settings = {} } = useSettings()
  return (
    <div
      role="search"
      aria-label="Filtrar productos"
      className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      <div className="col-span-2 lg:col-span-1">
        <SearchInput
          label="Buscar"
          placeholder="Nombre, marca o SKU"
          value={values.search}
          onSearch={(search) => onChange({ search })}
        />
      </div>
      <div className={showStock ? undefined : 'col-span-2 lg:col-span-1'}>
        <Field label="Categoría">
          {(props) => (
            <CategorySelect
              {...props}
              value={values.category}
              onChange={(category) => onChange({ category })}
              emptyLabel="Todas las categorías"
            />
          )}
        </Field>
      </div>
      {showStock && (
        <Field label="Stock">
          {(props) => (
            <Select
              {...props}
              value={values.stock}
              onChange={(event) => onChange({ stock: event.target.value })}
            >
              <option value="">Todo el stock</option>
              {STOCK_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {stockOptionLabel(level, lowStockThreshold(settings))}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      <Button
        variant="ghost"
        size="sm"
        onClick={onClear}
        disabled={!filtered}
        className="col-span-2 justify-self-end lg:col-span-1 lg:h-11"
      >
        Limpiar filtros
      </Button>
    </div>
  )
}
