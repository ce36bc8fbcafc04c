import { Plus } from 'lucide-react'
import { toast } from '../../lib/toast'
import { generatePath, Link, useNavigate, useParams } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { PageHeader } from '../../components/page-header'
import { Alert } from '../../components/ui/alert'
import { buttonClasses } from '../../components/ui/button'
import { AdminProductList } from '../../features/catalog/admin/components/admin-product-list'
import { ProductEditor } from '../../features/catalog/admin/components/product-editor'
import { ProductForm } from '../../features/catalog/admin/components/product-form'

export function AdminProductsPage() {
  return (
    <>
      <PageHeader
        title="Productos"
        description="Crea, edita y organiza el catálogo de la tienda."
        actions={
          <Link to={paths.admin.productNew} className={buttonClasses()}>
            <Plus className="size-4" aria-hidden="true" />
            Nuevo producto
          </Link>
        }
      />
      <AdminProductList />
    </>
  )
}

export function AdminProductNewPage() {
  const navigate = useNavigate()
  return (
    <>
      <PageHeader
        title="Nuevo Producto"
        description="Añade un producto con sus fotos, categorías y variantes."
      />
      <Alert tone="info" className="mb-6">
        Al crear el producto podrás añadir sus imágenes, opciones y variantes.
      </Alert>
      <ProductForm
        onSaved={(product) => {
          toast.success('Producto creado. Ahora puedes añadir imágenes y variantes.')
          navigate(generatePath(paths.admin.productEdit, { id: String(product.id) }), { replace: true })
        }}
      />
    </>
  )
}

export function AdminProductEditPage() {
  const id = Number(useParams().id)
  return <ProductEditor key={id} id={id} />
}
