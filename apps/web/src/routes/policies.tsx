import { StorePage } from '../components/store-page'
import { PolicyList } from '../features/content/components/policy-list'

export function PoliciesPage() {
  return (
    <StorePage
      title="Nuestras Políticas"
      description="Envíos, cambios, devoluciones, privacidad y condiciones de compra."
    >
      <PolicyList />
    </StorePage>
  )
}
