// docs/product/catalogue.md#shop-filters: the shop's filters live in the query string as search, minPrice,
// maxPrice, minRating and category (a slug); prices and rating are numbers, and zero or empty values are
// omitted. The sort and the page number ride along the same way.

import { SHOP_PAGE_SIZE } from '@vitrina/core/constants'
import { paths } from '@vitrina/core/paths'

export { SHOP_PAGE_SIZE }

export const SORT_OPTIONS = [
  { value: '', label: 'Recomendados' },
  { value: 'newest', label: 'Más recientes' },
  { value: 'price_asc', label: 'Menor precio' },
  { value: 'price_desc', label: 'Mayor precio' },
  { value: 'rating', label: 'Mejor calificados' },
] as const
export type ShopSort = Exclude<(typeof SORT_OPTIONS)[number]['value'], ''>

export type ShopFilters = {
  search?: string
  category?: string
  minPrice?: number
  maxPrice?: number
  minRating?: number
}

export type ShopState = ShopFilters & { sort?: ShopSort; page: number }

/** What GET /api/products receives for a shop state. */
export type ShopQuery = ShopFilters & { sort?: ShopSort; limit: number; offset: number }

/** The filter panel's fields as typed: text, so half-typed numbers survive until 'Aplicar Filtros'. */
export type FilterDraft = {
  search: string
  category: string
  minPrice: string
  maxPrice: string
  minRating: number
}

const text = (value: string | null | undefined) => value?.trim() || undefined

/** A positive number from text, else undefined (zero and garbage are "no filter"). */
function positive(value: string | null | undefined, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (!value?.trim()) return undefined
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? Math.min(Math.round(n), max) : undefined
}

const isSort = (value: string | null): value is ShopSort =>
  SORT_OPTIONS.some((option) => option.value !== '' && option.value === value)

/** Drops the keys whose value is undefined, so equal filters compare (and cache) equal. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

/** Filters from form values: numbers converted, zero or empty omitted, a reversed price range swapped. */
export function filtersFromDraft(draft: FilterDraft): ShopFilters {
  let minPrice = positive(draft.minPrice)
  let maxPrice = positive(draft.maxPrice)
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    ;[minPrice, maxPrice] = [maxPrice, minPrice]
  }
  return compact({
    search: text(draft.search),
    category: text(draft.category),
    minPrice,
    maxPrice,
    minRating: positive(String(draft.minRating), 5),
  })
}

export function draftFromFilters(filters: ShopFilters): FilterDraft {
  return {
    search: filters.search ?? '',
    category: filters.category ?? '',
    minPrice: filters.minPrice ? String(filters.minPrice) : '',
    maxPrice: filters.maxPrice ? String(filters.maxPrice) : '',
    minRating: filters.minRating ?? 0,
  }
}

export function readShopParams(params: URLSearchParams): ShopState {
  const sort = params.get('sort')
  const filters = filtersFromDraft({
    search: params.get('search') ?? '',
    // The API accepts the slug as category or categorySlug (docs/product/catalogue.md#shop-filters); links
    // may use either.
    category: params.get('category') ?? params.get('categorySlug') ?? '',
    minPrice: params.get('minPrice') ?? '',
    maxPrice: params.get('maxPrice') ?? '',
    minRating: Number(params.get('minRating')) || 0,
  })
  return compact({
    ...filters,
    sort: isSort(sort) ? sort : undefined,
    page: positive(params.get('page')) ?? 1,
  })
}

export function writeShopParams(state: ShopState): URLSearchParams {
  const params = new URLSearchParams()
  const entries: [string, string | number | undefined][] = [
    ['search', state.search],
    ['category', state.category],
    ['minPrice', state.minPrice],
    ['maxPrice', state.maxPrice],
    ['minRating', state.minRating],
    ['sort', state.sort],
    ['page', state.page > 1 ? state.page : undefined],
  ]
  for (const [key, value] of entries) if (value) params.set(key, String(value))
  return params
}

export function shopQuery({ page, ...rest }: ShopState): ShopQuery {
  return { ...rest, limit: SHOP_PAGE_SIZE, offset: (page - 1) * SHOP_PAGE_SIZE }
}

export function activeFilterCount(filters: ShopFilters): number {
  return (['search', 'category', 'minPrice', 'maxPrice', 'minRating'] as const).filter((key) => filters[key])
    .length
}

/** The shop filtered to one category: where the category menus and tiles lead. */
export function categoryShopPath(slug: string): string {
  return `${paths.shop}?${writeShopParams({ category: slug, page: 1 })}`
}
