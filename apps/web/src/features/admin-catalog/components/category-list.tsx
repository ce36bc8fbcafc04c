import { useQuery } from '@tanstack/react-query'
import type { Category } from '@vitrina/core/schemas/categories'
import { Tags } from 'lucide-react'
import { generatePath, Link } from 'react-router'
import { paths } from '../../../app/paths'
import { categoryListOptions } from '../../catalog/catalog.api'
import { useDeleteCategory } from '../categories-admin.api'
import type { Column } from './admin-table'
import { SearchableAdminList, type ListTexts } from './searchable-admin-list'

const editPath = (category: Category) => generatePath(paths.admin.categoryEdit, { id: String(category.id) })
const count = (n: number) => (n === 1 ? '1 producto' : `${n} productos`)

const columns: Column<Category>[] = [
  {
    header: 'Categoría',
    cell: (category) => (
      <div className="min-w-0">
        <Link
          to={editPath(category)}
          className="font-semibold text-foreground hover:text-primary-ink hover:underline"
        >
          {category.name}
        </Link>
        <p className="font-mono text-xs text-muted sm:hidden">{category.slug}</p>
      </div>
    ),
  },
  {
    header: 'Slug',
    className: 'hidden font-mono text-xs text-muted sm:table-cell',
    cell: (category) => category.slug,
  },
  { header: 'Productos', className: 'tabular-nums', cell: (category) => category.product_count },
]

const texts: ListTexts<Category> = {
  caption: 'Categorías',
  searchRegion: 'Buscar categorías',
  searchPlaceholder: 'Nombre o slug',
  loading: 'Cargando categorías...',
  loadError: 'No se pudieron cargar las categorías.',
  icon: Tags,
  noMatch: 'Ninguna categoría coincide',
  emptyTitle: 'Aún no hay categorías',
  emptyText: 'Crea categorías para organizar el catálogo y los filtros de la tienda.',
  newLabel: 'Nueva categoría',
  newTo: paths.admin.categoryNew,
  deleteTitle: '¿Eliminar esta categoría?',
  deleteLabel: 'Eliminar categoría',
  deleteError: 'No se pudo eliminar la categoría.',
  deleted: 'Categoría eliminada.',
  deleteBody: (category) => (
    <>
      Se eliminará <strong>{category.name}</strong>
      {category.product_count ? `, que tiene ${count(category.product_count)} a la venta` : ''}. Sus productos
      no se eliminan: siguen en la tienda, solo dejan de pertenecer a esta categoría.
    </>
  ),
}

/** Categories with their product counts; search and pages run here (the list is small and cached). */
export function CategoryList() {
  return (
    <SearchableAdminList
      query={useQuery(categoryListOptions())}
      searchable={(category) => [category.name, category.slug]}
      columns={columns}
      editPath={editPath}
      remove={useDeleteCategory()}
      texts={texts}
    />
  )
}
