import { StorePage } from '../components/store-page'
import { FaqList } from '../features/content/components/faq-list'

export function FaqsPage() {
  return (
    <StorePage
      title="Preguntas Frecuentes"
      description="Resolvemos las dudas más comunes sobre compras, envíos y pagos."
    >
      <FaqList />
    </StorePage>
  )
}
