import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Product } from '@vitrina/core/schemas/catalog'
import { toast } from '../../lib/toast'
import { api } from '../../lib/api-client'
import { useSessionStore } from '../auth'
import { useWishlistStore } from './wishlist.store'

export const wishlistKeys = {
  all: ['wishlist'] as const,
  // Keyed by token so one shopper never sees the previous one's list.
  mine: (token: string | null) => [...wishlistKeys.all, token] as const,
}

export const wishlistOptions = (token: string | null) =>
  queryOptions({
    queryKey: wishlistKeys.mine(token),
    queryFn: ({ signal }) => api.get<Product[]>('/wishlist', { signal }),
    enabled: token !== null,
  })

/**
 * docs/product/catalogue.md#wishlist: login required; a saved product is removed, otherwise added; the local
 * ids change only after the server call succeeds (docs/product/catalogue.md#wishlist texts).
 */
export function useWishlistToggle(productId: number) {
  const loggedIn = useSessionStore((state) => state.isAuthenticated)
  const saved = useWishlistStore((state) => state.ids.includes(productId))
  const client = useQueryClient()
  const mutation = useMutation({
    mutationFn: (save: boolean) =>
      save ? api.post('/wishlist', { productId }) : api.delete(`/wishlist/${productId}`),
    onSuccess: (_, save) => {
      const store = useWishlistStore.getState()
      if (save) store.add(productId)
      else store.remove(productId)
      toast.success(save ? 'Añadido a tu lista' : 'Eliminado de tu lista')
      void client.invalidateQueries({ queryKey: wishlistKeys.all })
    },
    onError: () => toast.error('Debes iniciar sesión'),
  })

  const toggle = () => {
    if (!loggedIn) {
      toast.error('Inicia sesión para guardar productos.')
      return
    }
    if (!mutation.isPending) mutation.mutate(!saved)
  }
  return { saved, toggle, pending: mutation.isPending }
}
