import { FILTERS_OPEN_MIN_WIDTH } from '@vitrina/core/constants'
import { SlidersHorizontal, X } from 'lucide-react'
import { useId, useState } from 'react'
import { Select } from '../../../components/ui/select'
import { Sheet } from '../../../components/ui/sheet'
import { useHydrated } from '../../../lib/use-hydrated'
import { useMediaQuery } from '../../../lib/use-media-query'
import { AdBlock } from '../../ads'
import { useShopState } from '../hooks/use-shop-state'
import { activeFilterCount, SORT_OPTIONS, type ShopFilters, type ShopSort } from '../shop-filters'
import { FilterPanel } from './filter-panel'
import { ShopResults } from './shop-results'

/**
 * docs/product/catalogue.md#shop-filters: the filter panel is open by default from 768 px as a sidebar; on
 * narrow screens it is a slide-in drawer whose backdrop closes it. 'Mostrar/Ocultar Filtros' toggles it
 * either way.
 */
export function ShopCatalog() {
  const [state, setState] = useShopState()
  const wide = useMediaQuery(`(min-width: ${FILTERS_OPEN_MIN_WIDTH}px)`)
  // Until hydrated the screen's width is unknown (the server drew the page): the stylesheet shows the sidebar
  // from 768 px and hides it below.
  const byCss = !useHydrated()
  // The choice is remembered per layout, so crossing 768 px falls back to that layout's default.
  const [toggled, setToggled] = useState<{ wide: boolean; open: boolean } | null>(null)
  const open = toggled?.wide === wide ? toggled.open : wide
  const setOpen = (next: boolean) => setToggled({ wide, open: next })
  const panelId = useId()
  const { page: _page, sort, ...filters } = state
  const count = activeFilterCount(filters)

  const apply = (next: ShopFilters) => {
    setState({ ...next, sort, page: 1 })
    if (!wide) setOpen(false)
  }
  const clear = () => apply({})

  const panel = (
    <>
      {/* Remounted when the URL changes so the fields always start from the applied filters. */}
      <FilterPanel key={JSON.stringify(filters)} filters={filters} onApply={apply} onClear={clear} />
      <AdBlock slot="adsense_ad_slot_sidebar" className="mt-8" />
    </>
  )

  return (
    <div className="flex gap-8">
      {(byCss || (wide && open)) && (
        <aside
          id={panelId}
          aria-labelledby={`${panelId}-title`}
          className={byCss ? 'hidden w-72 shrink-0 md:block' : 'w-72 shrink-0'}
        >
          <div className="sticky top-24 rounded-2xl border border-border bg-card p-5 shadow-sm">
            <h2 id={`${panelId}-title`} className="mb-4 text-lg font-bold text-foreground">
              Filtros
            </h2>
            {panel}
          </div>
        </aside>
      )}
      <Sheet open={!byCss && !wide && open} onClose={() => setOpen(false)} label="Filtros" side="left">
        <div id={panelId} className="flex items-center justify-between border-b border-border px-5 py-4">
          <h2 className="text-lg font-bold">Filtros</h2>
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label="Cerrar filtros"
            className="-mr-2 flex size-10 items-center justify-center rounded-lg text-muted hover:bg-foreground/5"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="p-5">{panel}</div>
      </Sheet>
      <section aria-labelledby={`${panelId}-products`} className="min-w-0 flex-1 space-y-5">
        <h2 id={`${panelId}-products`} className="sr-only">
          Productos
        </h2>
        <div className="flex items-center justify-between gap-3">
          <button
            type="button"
            onClick={() => setOpen(!open)}
            aria-expanded={byCss ? undefined : open}
            aria-controls={panelId}
            className="inline-flex h-11 shrink-0 items-center gap-2 rounded-lg border border-control bg-card px-3 text-sm font-semibold text-foreground hover:bg-foreground/5 sm:px-4"
          >
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {byCss ? (
              <>
                <span className="md:hidden">Mostrar Filtros</span>
                <span className="max-md:hidden">Ocultar Filtros</span>
              </>
            ) : open ? (
              'Ocultar Filtros'
            ) : (
              'Mostrar Filtros'
            )}
            {count > 0 && (
              <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-on-primary">{count}</span>
            )}
          </button>
          <label className="flex min-w-0 items-center gap-2 text-sm text-muted">
            <span className="max-sm:sr-only">Ordenar por</span>
            <Select
              value={sort ?? ''}
              onChange={(event) =>
                setState({
                  ...state,
                  sort: (event.target.value || undefined) as ShopSort | undefined,
                  page: 1,
                })
              }
              className="w-44 min-w-0 sm:w-52"
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </label>
        </div>
        <ShopResults state={state} onClear={clear} />
      </section>
    </div>
  )
}
