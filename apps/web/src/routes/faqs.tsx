import { ComingSoon } from '../components/coming-soon'
import { StorePage } from '../components/store-page'

export function FaqsPage() {
  return (
    <StorePage
      title="Preguntas Frecuentes"
      description="Resolvemos las dudas más comunes sobre compras, envíos y pagos."
    >
      <ComingSoon>Estamos reuniendo las respuestas a las preguntas que más nos hacen.</ComingSoon>
    </StorePage>
  )
}
