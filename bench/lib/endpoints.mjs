// The catalogue reads of docs/product/search.md#performance, 24 products per page as the shop shows them.
export const PAGE_SIZE = 24

/** A category of the generated catalogue and a price range inside it. */
export const FILTER = { category: 'camisetas', minPrice: 40000, maxPrice: 120000 }

/** A typo the search must forgive ('camisetta' finds 'camiseta'). */
export const TYPO_SEARCH = 'camisetta'

/** The four measured URLs (paths with their query strings); the detail is of a product on the first page. */
export function endpoints(detailId) {
  const query = (params) => new URLSearchParams({ ...params, limit: String(PAGE_SIZE) }).toString()
  return [
    { name: 'list', label: 'list (page 1)', path: `/api/products?${query({})}` },
    { name: 'filtered', label: 'category + price', path: `/api/products?${query(FILTER)}` },
    {
      name: 'search',
      label: `search '${TYPO_SEARCH}'`,
      path: `/api/products?${query({ search: TYPO_SEARCH })}`,
    },
    { name: 'detail', label: 'product detail', path: `/api/products/${detailId}` },
  ]
}
