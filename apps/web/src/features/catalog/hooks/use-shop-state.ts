import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { readShopParams, writeShopParams, type ShopState } from '../shop-filters'

/** The shop's filters, sort and page, kept in the query string (docs/product/catalogue.md#shop-filters). */
export function useShopState() {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => readShopParams(params), [params])
  const update = useCallback((next: ShopState) => setParams(writeShopParams(next)), [setParams])
  return [state, update] as const
}
