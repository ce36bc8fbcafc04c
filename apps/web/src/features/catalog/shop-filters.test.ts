import { describe, expect, test } from 'vitest'
import {
  activeFilterCount,
  draftFromFilters,
  filtersFromDraft,
  readShopParams,
  shopQuery,
  writeShopParams,
} from './shop-filters'

const empty = { search: '', category: '', minPrice: '', maxPrice: '', minRating: 0 }

describe('shop filters and the query string (docs/product/catalogue.md#shop-filters)', () => {
  test('prices and rating become numbers; zero or empty values are omitted', () => {
    expect(filtersFromDraft(empty)).toEqual({})
    expect(filtersFromDraft({ ...empty, minPrice: '0', maxPrice: '  ', minRating: 0 })).toEqual({})
    expect(
      filtersFromDraft({
        search: ' jean ',
        category: 'jeans',
        minPrice: '50000',
        maxPrice: '150000',
        minRating: 4,
      }),
    ).toEqual({ search: 'jean', category: 'jeans', minPrice: 50_000, maxPrice: 150_000, minRating: 4 })
  })

  test('garbage and negative numbers are no filter; a reversed price range is swapped', () => {
    expect(filtersFromDraft({ ...empty, minPrice: 'abc', maxPrice: '-3' })).toEqual({})
    expect(filtersFromDraft({ ...empty, minPrice: '90000', maxPrice: '10000' })).toEqual({
      minPrice: 10_000,
      maxPrice: 90_000,
    })
  })

  test('the query string carries only the set filters, under the spec names', () => {
    const params = writeShopParams({ search: 'camisa', category: 'camisetas', minPrice: 20_000, page: 1 })
    expect(params.toString()).toBe('search=camisa&category=camisetas&minPrice=20000')
    expect(writeShopParams({ page: 1 }).toString()).toBe('')
    expect(writeShopParams({ maxPrice: 1, minRating: 3, sort: 'price_asc', page: 2 }).toString()).toBe(
      'maxPrice=1&minRating=3&sort=price_asc&page=2',
    )
  })

  test('reading the query string back gives the same state; unknown or zero values are dropped', () => {
    const params = new URLSearchParams('search=gorra&minPrice=0&maxPrice=80000&minRating=9&sort=bogus&page=x')
    expect(readShopParams(params)).toEqual({ search: 'gorra', maxPrice: 80_000, minRating: 5, page: 1 })
    expect(readShopParams(new URLSearchParams('categorySlug=jeans&page=3'))).toEqual({
      category: 'jeans',
      page: 3,
    })
  })

  test('the API query pages by 24', () => {
    expect(shopQuery({ search: 'x', page: 3 })).toEqual({ search: 'x', limit: 24, offset: 48 })
  })

  test('the form starts from the current filters', () => {
    expect(draftFromFilters({ minPrice: 5000, minRating: 2 })).toEqual({
      ...empty,
      minPrice: '5000',
      minRating: 2,
    })
    expect(activeFilterCount({ search: 'a', minRating: 2 })).toBe(2)
  })
})
