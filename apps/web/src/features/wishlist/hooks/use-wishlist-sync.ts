import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSessionStore } from '../../auth'
import { wishlistOptions } from '../wishlist.api'
import { useWishlistStore } from '../wishlist.store'

/** Loads the saved product ids after login and forgets them on logout, so the hearts show the truth. */
export function useWishlistSync() {
  const token = useSessionStore((state) => (state.isAuthenticated ? state.token : null))
  const replace = useWishlistStore((state) => state.replace)
  const { data } = useQuery(wishlistOptions(token))
  useEffect(() => {
    if (token === null) replace([])
    else if (data) replace(data.map((product) => product.id))
  }, [token, data, replace])
}
