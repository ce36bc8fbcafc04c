import { ComingSoon } from '../../components/coming-soon'
import { PageHeader } from '../../components/page-header'

export function AdminCategoriesPage() {
  return (
    <>
      <PageHeader title="Categorías" description="Organiza el catálogo en categorías." />
      <ComingSoon>Muy pronto podrás gestionar las categorías.</ComingSoon>
    </>
  )
}

export function AdminCategoryNewPage() {
  return (
    <>
      <PageHeader title="Nueva Categoría" description="Crea una categoría para agrupar productos." />
      <ComingSoon>Muy pronto podrás crear categorías desde aquí.</ComingSoon>
    </>
  )
}

export function AdminCategoryEditPage() {
  return (
    <>
      <PageHeader title="Editar Categoría" description="Cambia el nombre o la dirección de una categoría." />
      <ComingSoon>Muy pronto podrás editar categorías desde aquí.</ComingSoon>
    </>
  )
}
