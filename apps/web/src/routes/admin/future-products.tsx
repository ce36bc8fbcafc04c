import { ComingSoon } from '../../components/coming-soon'
import { PageHeader } from '../../components/page-header'

export function AdminFutureProductsPage() {
  return (
    <>
      <PageHeader title="Productos Futuros" description="Anuncia lo que llegará pronto a la tienda." />
      <ComingSoon>Muy pronto podrás gestionar los próximos lanzamientos.</ComingSoon>
    </>
  )
}

export function AdminFutureProductNewPage() {
  return (
    <>
      <PageHeader title="Nuevo Producto Futuro" description="Anuncia un lanzamiento con su fecha estimada." />
      <ComingSoon>Muy pronto podrás anunciar lanzamientos desde aquí.</ComingSoon>
    </>
  )
}

export function AdminFutureProductEditPage() {
  return (
    <>
      <PageHeader title="Editar Producto Futuro" description="Actualiza un lanzamiento anunciado." />
      <ComingSoon>Muy pronto podrás editar lanzamientos desde aquí.</ComingSoon>
    </>
  )
}
