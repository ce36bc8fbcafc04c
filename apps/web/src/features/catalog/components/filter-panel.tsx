import { useState, type FormEvent } from 'react'
import { StarRatingInput } from '../../../components/star-rating-input'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { CategorySelect } from './category-select'
import { draftFromFilters, filtersFromDraft, type FilterDraft, type ShopFilters } from '../shop-filters'

/**
 * docs/product/catalogue.md#shop-filters filter panel: text, category (by slug), price range and minimum
 * rating. Changes apply with 'Aplicar Filtros'; 'Limpiar Filtros' drops them all. The parent remounts it
 * (key) when the URL changes.
 */
export function FilterPanel({
  filters,
  onApply,
  onClear,
}: {
  filters: ShopFilters
  onApply: (filters: ShopFilters) => void
  onClear: () => void
}) {
  const [draft, setDraft] = useState<FilterDraft>(() => draftFromFilters(filters))
  const set = (patch: Partial<FilterDraft>) => setDraft((current) => ({ ...current, ...patch }))

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    onApply(filtersFromDraft(draft))
  }

  return (
    // noValidate: a price off the spinner's step (12.500) is a fine filter, and the browser's own
    // messages would not be in Spanish; filtersFromDraft drops what is not a price.
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Filtros de productos">
      <Field label="Buscar">
        {(props) => (
          <Input
            {...props}
            type="search"
            value={draft.search}
            onChange={(event) => set({ search: event.target.value })}
            placeholder="Nombre, marca..."
          />
        )}
      </Field>
      <Field label="Categoría">
        {(props) => (
          <CategorySelect
            {...props}
            value={draft.category}
            onChange={(category) => set({ category })}
            emptyLabel="Todas las Categorías"
          />
        )}
      </Field>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-foreground">Precio (COP)</legend>
        <div className="grid grid-cols-2 gap-3">
          <Field label={<span className="text-xs text-muted">Mínimo</span>}>
            {(props) => (
              <Input
                {...props}
                type="number"
                inputMode="numeric"
                min={0}
                step={1000}
                value={draft.minPrice}
                onChange={(event) => set({ minPrice: event.target.value })}
              />
            )}
          </Field>
          <Field label={<span className="text-xs text-muted">Máximo</span>}>
            {(props) => (
              <Input
                {...props}
                type="number"
                inputMode="numeric"
                min={0}
                step={1000}
                value={draft.maxPrice}
                onChange={(event) => set({ maxPrice: event.target.value })}
              />
            )}
          </Field>
        </div>
      </fieldset>
      <StarRatingInput
        legend="Calificación mínima"
        value={draft.minRating}
        onChange={(minRating) => set({ minRating })}
        clearLabel="Cualquiera"
        suffix={(n) => `${n} ${n === 1 ? 'estrella' : 'estrellas'} o más`}
      />
      <div className="flex flex-col gap-2 pt-1">
        <Button type="submit">Aplicar Filtros</Button>
        <Button type="button" variant="ghost" onClick={onClear}>
          Limpiar Filtros
        </Button>
      </div>
    </form>
  )
}
