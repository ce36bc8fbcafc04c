import { ComingSoon } from '../components/coming-soon'
import { StorePage } from '../components/store-page'

export function ShopPage() {
  return (
    <StorePage title="Tienda" description="Explora todo nuestro catálogo y encuentra lo que buscas.">
      <ComingSoon>
        Estamos organizando el catálogo. Muy pronto podrás buscar y filtrar todos los productos.
      </ComingSoon>
    </StorePage>
  )
}
