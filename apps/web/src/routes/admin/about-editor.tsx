import { ComingSoon } from '../../components/coming-soon'
import { PageHeader } from '../../components/page-header'

export function AdminAboutEditorPage() {
  return (
    <>
      <PageHeader
        title="Editar Sobre Nosotros"
        description="La historia, misión, visión y valores de la tienda."
      />
      <ComingSoon>Muy pronto podrás editar la página Sobre Nosotros.</ComingSoon>
    </>
  )
}
