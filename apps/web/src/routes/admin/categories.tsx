import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { toast } from '../../lib/toast'
import { Link, useNavigate, useParams } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { LoadState } from '../../components/load-state'
import { PageHeader } from '../../components/page-header'
import { buttonClasses } from '../../components/ui/button'
import { categoryDetailOptions } from '../../features/catalog/admin/categories-admin.api'
import { CategoryForm } from '../../features/catalog/admin/components/category-form'
import { CategoryList } from '../../features/catalog/admin/components/category-list'
import { ApiError } from '../../lib/api-client'
import { categoryDetailsAssist } from '../../features/ai-writing/components/field-assists'

export function AdminCategoriesPage() {
  return (
    <>
      <PageHeader
        title="Categorías"
        description="Organiza el catálogo en categorías."
        actions={
          <Link to={paths.admin.categoryNew} className={buttonClasses()}>
            <Plus className="size-4" aria-hidden="true" />
            Nueva categoría
          </Link>
        }
      />
      <CategoryList />
    </>
  )
}

export function AdminCategoryNewPage() {
  const navigate = useNavigate()
  return (
    <>
      <PageHeader title="Nueva Categoría" description="Crea una categoría para agrupar productos." />
      <CategoryForm
        descriptionAssist={categoryDetailsAssist}
        onSaved={() => {
          toast.success('Categoría creada.')
          navigate(paths.admin.categories)
        }}
      />
    </>
  )
}

export function AdminCategoryEditPage() {
  const id = Number(useParams().id)
  const valid = Number.isInteger(id) && id > 0
  const query = useQuery({ ...categoryDetailOptions(id), enabled: valid })
  const navigate = useNavigate()
  const notFound = !valid || (query.error instanceof ApiError && query.error.status === 404)
  return (
    <>
      <PageHeader
        title="Editar Categoría"
        description="Cambia el nombre, la dirección, la descripción, el orden o la imagen."
      />
      {notFound ? (
        <LoadState tone="error">Categoría no encontrada.</LoadState>
      ) : query.isPending ? (
        <LoadState tone="loading">Cargando categoría...</LoadState>
      ) : query.isError ? (
        <LoadState tone="error">No se pudo cargar la categoría.</LoadState>
      ) : (
        <CategoryForm
          descriptionAssist={categoryDetailsAssist}
          key={query.data.id}
          category={query.data}
          onSaved={() => {
            toast.success('Cambios guardados.')
            navigate(paths.admin.categories)
          }}
        />
      )}
    </>
  )
}
