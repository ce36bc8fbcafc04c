import { useQuery } from '@tanstack/react-query'
import type { Category } from '@vitrina/core/schemas/categories'
import { ArrowDown, ArrowUp, Tags } from 'lucide-react'
import type { ReactNode } from 'react'
import { toast } from '../../../../lib/toast'
import { generatePath, Link } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { categoryListOptions } from '../../catalog.api'
import { errorMessage } from '../../../../lib/api-client'
import { useDeleteCategory, useMoveCategory } from '../categories-admin.api'
import type { Column } from './admin-table'
import { SearchableAdminList, type ListTexts } from './searchable-admin-list'

const editPath = (category: Category) => generatePath(paths.admin.categoryEdit, { id: String(category.id) })
const count = (n: number) => (n === 1 ? '1 producto' : `${n} productos`)

const columns = (orderCell: (category: Category) => ReactNode): Column<Category>[] => [
  { header: 'Orden', className: 'w-24', cell: orderCell },
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
        <p className="text-xs text-muted sm:hidden">{count(category.product_count)}</p>
      </div>
    ),
  },
  {
    header: 'Slug',
    className: 'hidden font-mono text-xs text-muted sm:table-cell',
    cell: (category) => category.slug,
  },
  {
    header: 'Productos',
    className: 'hidden tabular-nums sm:table-cell',
    cell: (category) => category.product_count,
  },
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

/**
 * Categories in the store's order with their product counts; search and pages run here (the list is small
 * and cached). Each row moves up or down (docs/product/catalogue.md#category-order).
 */
export function CategoryList() {
  const query = useQuery(categoryListOptions())
  const move = useMoveCategory()
  const list = query.data ?? []
  const orderCell = (category: Category) => (
    <MoveButtons
      name={category.name}
      first={list[0]?.id === category.id}
      last={list.at(-1)?.id === category.id}
      busy={move.isPending}
      onMove={(step) =>
        move.mutate(
          { list, id: category.id, step },
          { onError: (error) => toast.error(errorMessage(error, 'No se pudo cambiar el orden.')) },
        )
      }
    />
  )
  return (
    <SearchableAdminList
      query={query}
      searchable={(category) => [category.name, category.slug]}
      columns={columns(orderCell)}
      editPath={editPath}
      remove={useDeleteCategory()}
      texts={texts}
    />
  )
}

const moveClass =
  'flex size-9 items-center justify-center rounded-lg text-muted hover:bg-foreground/5 hover:text-foreground disabled:cursor-not-allowed disabled:opacity-40'

function MoveButtons(props: {
  name: string
  first: boolean
  last: boolean
  busy: boolean
  onMove: (step: -1 | 1) => void
}) {
  return (
    <div className="flex gap-0.5">
      <button
        type="button"
        className={moveClass}
        aria-label={`Subir ${props.name}`}
        disabled={props.first || props.busy}
        onClick={() => props.onMove(-1)}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={moveClass}
        aria-label={`Bajar ${props.name}`}
        disabled={props.last || props.busy}
        onClick={() => props.onMove(1)}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </button>
    </div>
  )
}
