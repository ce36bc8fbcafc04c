import { useQuery } from '@tanstack/react-query'
import type { Category } from '@vitrina/core/schemas/categories'
import { categoryListOptions } from '../catalog.api'
import { useShopState } from './use-shop-state'

/** The category the shop is filtered to, once the category list knows it; undefined for the whole shop. */
export function useShopCategory(): Category | undefined {
  const [{ category: slug }] = useShopState()
  const categories = useQuery({ ...categoryListOptions(), enabled: Boolean(slug) })
  return slug ? categories.data?.find((category) => category.slug === slug) : undefined
}
