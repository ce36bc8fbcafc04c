import { PageHeader } from '../../components/page-header'
import { WishlistGrid } from '../../features/wishlist/components/wishlist-grid'

export function AccountWishlistPage() {
  return (
    <>
      <PageHeader title="Mi Lista de Deseos" description="Los productos que guardaste para más tarde." />
      <WishlistGrid />
    </>
  )
}
