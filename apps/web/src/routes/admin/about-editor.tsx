import { PageHeader } from '../../components/page-header'
import { AboutEditor } from '../../features/content/components/about-editor'

export function AdminAboutEditorPage() {
  return (
    <>
      <PageHeader
        title="Editar Sobre Nosotros"
        description="La portada, la historia, la misión y la visión de la tienda. Los valores y las cifras de la página son fijos."
      />
      {/* textAssist: the slot for drafting a section's text ('Generar con IA') beside each text field. */}
      <AboutEditor />
    </>
  )
}
