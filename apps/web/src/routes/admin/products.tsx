import { ComingSoon } from '../../components/coming-soon'
import { PageHeader } from '../../components/page-header'

export function AdminProductsPage() {
  return (
    <>
      <PageHeader title="Productos" description="Crea, edita y organiza el catálogo de la tienda." />
      <ComingSoon>Muy pronto podrás gestionar aquí todos tus productos.</ComingSoon>
    </>
  )
}

export function AdminProductNewPage() {
  return (
    <>
      <PageHeader
        title="Nuevo Producto"
        description="Añade un producto con sus fotos, categorías y variantes."
      />
      <ComingSoon>Muy pronto podrás crear productos desde aquí.</ComingSoon>
    </>
  )
}

export function AdminProductEditPage() {
  return (
    <>
      <PageHeader
        title="Editar Producto"
        description="Actualiza la información, las fotos y las variantes del producto."
      />
      <ComingSoon>Muy pronto podrás editar productos desde aquí.</ComingSoon>
    </>
  )
}
