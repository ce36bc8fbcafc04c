import { ComingSoon } from '../components/coming-soon'
import { StorePage } from '../components/store-page'

export function ContactPage() {
  return (
    <StorePage
      title="Ponte en Contacto"
      description="¿Tienes preguntas? Escríbenos y te responderemos pronto."
    >
      <ComingSoon>Muy pronto podrás enviarnos un mensaje desde aquí.</ComingSoon>
    </StorePage>
  )
}
