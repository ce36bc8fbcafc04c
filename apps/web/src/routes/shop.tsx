import { StorePage } from '../components/store-page'
import { ShopCatalog } from '../features/catalog/components/shop-catalog'

export function ShopPage() {
  return (
    <StorePage title="Tienda" description="Explora todo nuestro catálogo y encuentra lo que buscas.">
      <ShopCatalog />
    </StorePage>
  )
}
