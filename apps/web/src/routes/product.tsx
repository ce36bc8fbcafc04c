import { ComingSoon } from '../components/coming-soon'
import { StorePage } from '../components/store-page'

export function ProductPage() {
  return (
    <StorePage title="Detalle del Producto" description="Fotos, opciones, precio y reseñas del producto.">
      <ComingSoon>Muy pronto verás aquí toda la información de este producto.</ComingSoon>
    </StorePage>
  )
}
