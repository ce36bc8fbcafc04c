import { ComingSoon } from '../components/coming-soon'
import { StorePage } from '../components/store-page'
import { useStoreName } from '../features/settings/settings.api'

export function AboutPage() {
  const storeName = useStoreName()
  return (
    <StorePage
      title="Sobre Nosotros"
      description={`Conoce la historia, la misión y los valores de ${storeName}.`}
    >
      <ComingSoon>Muy pronto te contaremos quiénes somos y qué nos mueve.</ComingSoon>
    </StorePage>
  )
}
