import { ComingSoon } from '../components/coming-soon'
import { StorePage } from '../components/store-page'

export function PoliciesPage() {
  return (
    <StorePage
      title="Nuestras Políticas"
      description="Envíos, cambios, devoluciones, privacidad y condiciones de compra."
    >
      <ComingSoon>Estamos publicando nuestras políticas para que compres con total tranquilidad.</ComingSoon>
    </StorePage>
  )
}
