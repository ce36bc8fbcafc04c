import { useQuery } from '@tanstack/react-query'
import { Heart } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { EmptyState } from '../../../components/empty-state'
import { LoadState } from '../../../components/load-state'
import { buttonClasses } from '../../../components/ui/button'
import { useSessionStore } from '../../auth'
import { ProductGrid } from '../../catalog'
import { wishlistOptions } from '../wishlist.api'
import { useWishlistStore } from '../wishlist.store'

/**
 * docs/product/account.md#wishlist-page /cuenta/lista-de-deseos: a product grid, or 'Aún no has añadido
 * productos a tu lista.'
 */
export function WishlistGrid() {
  const token = useSessionStore((state) => state.token)
  const wishlist = useQuery(wishlistOptions(token))
  // A product removed with its heart leaves the grid at once, before the list is fetched again.
  const ids = useWishlistStore((state) => state.ids)
  if (wishlist.isPending) return <LoadState tone="loading">Cargando...</LoadState>
  if (wishlist.isError) return <LoadState tone="error">Debes iniciar sesión</LoadState>
  const products = wishlist.data.filter((product) => ids.includes(product.id))
  if (products.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title="Aún no has añadido productos a tu lista."
        action={
          <Link to={paths.shop} className={buttonClasses()}>
            Explorar productos
          </Link>
        }
      >
        Toca el corazón de un producto para guardarlo aquí.
      </EmptyState>
    )
  }
  return <ProductGrid products={products} />
}
