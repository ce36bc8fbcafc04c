import { PageHeader } from '../../components/page-header'
import { AboutEditor } from '../../features/content/components/about-editor'
import { aboutTextAssist } from '../../features/ai-writing/components/field-assists'

export function AdminAboutEditorPage() {
  return (
    <>
      <PageHeader
        title="Editar Sobre Nosotros"
        description="La portada, la historia, la misión y la visión de la tienda. Los valores y las cifras de la página son fijos."
      />
      <AboutEditor textAssist={aboutTextAssist} />
    </>
  )
}
