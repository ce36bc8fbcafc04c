import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { toast } from '../../lib/toast'
import { Link, useNavigate, useParams } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { LoadState } from '../../components/load-state'
import { PageHeader } from '../../components/page-header'
import { buttonClasses } from '../../components/ui/button'
import { FutureProductForm } from '../../features/catalog/admin/components/future-product-form'
import { FutureProductList } from '../../features/catalog/admin/components/future-product-list'
import { futureProductsOptions } from '../../features/catalog/catalog.api'
import { futureProductAssist } from '../../features/ai-writing/components/field-assists'

export function AdminFutureProductsPage() {
  return (
    <>
      <PageHeader
        title="Productos Futuros"
        description="Anuncia lo que llegará pronto a la tienda."
        actions={
          <Link to={paths.admin.futureProductNew} className={buttonClasses()}>
            <Plus className="size-4" aria-hidden="true" />
            Nuevo producto futuro
          </Link>
        }
      />
      <FutureProductList />
    </>
  )
}

export function AdminFutureProductNewPage() {
  const navigate = useNavigate()
  return (
    <>
      <PageHeader
        title="Nuevo Producto Futuro"
        description="Aparecerá en la sección 'Próximamente' del inicio."
      />
      <FutureProductForm
        descriptionAssist={futureProductAssist}
        onSaved={() => {
          toast.success('Producto futuro creado.')
          navigate(paths.admin.futureProducts)
        }}
      />
    </>
  )
}

export function AdminFutureProductEditPage() {
  const id = Number(useParams().id)
  // No single-item call in docs/product/catalogue.md#future-products: the edit page reads the (short, cached)
  // list.
  const query = useQuery(futureProductsOptions())
  const navigate = useNavigate()
  const item = query.data?.find((f) => f.id === id)
  return (
    <>
      <PageHeader title="Editar Producto Futuro" description="Cambia cómo se anuncia este producto." />
      {query.isPending ? (
        <LoadState tone="loading">Cargando producto futuro...</LoadState>
      ) : query.isError ? (
        <LoadState tone="error">No se pudieron cargar los productos futuros.</LoadState>
      ) : !item ? (
        <LoadState tone="error">Producto futuro no encontrado.</LoadState>
      ) : (
        <FutureProductForm
          descriptionAssist={futureProductAssist}
          key={item.id}
          item={item}
          onSaved={() => {
            toast.success('Cambios guardados.')
            navigate(paths.admin.futureProducts)
          }}
        />
      )}
    </>
  )
}
