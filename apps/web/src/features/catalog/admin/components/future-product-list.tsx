import { useQuery } from '@tanstack/react-query'
import { formatDate } from '@vitrina/core/format'
import type { FutureProduct } from '@vitrina/core/schemas/future-products'
import { CalendarClock } from 'lucide-react'
import { generatePath, Link } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { futureProductsOptions } from '../../catalog.api'
import { useDeleteFutureProduct } from '../future-products-admin.api'
import type { Column } from './admin-table'
import { SearchableAdminList, type ListTexts } from './searchable-admin-list'

const editPath = (item: FutureProduct) => generatePath(paths.admin.futureProductEdit, { id: String(item.id) })

/** A YYYY-MM-DD release day in es-CO words; noon in Bogotá so no time zone moves it a day. */
export const releaseDate = (day: string | null) => (day ? formatDate(`${day}T12:00:00-05:00`) : 'Sin fecha')

const columns: Column<FutureProduct>[] = [
  {
    header: 'Producto',
    cell: (item) => (
      <div className="min-w-0">
        <Link
          to={editPath(item)}
          className="font-semibold text-foreground hover:text-primary-ink hover:underline"
        >
          {item.name}
        </Link>
        <p className="text-xs text-muted md:hidden">
          {[item.category, releaseDate(item.expected_release_date)].filter(Boolean).join(' · ')}
        </p>
      </div>
    ),
  },
  { header: 'Categoría', className: 'hidden text-muted md:table-cell', cell: (item) => item.category || '—' },
  {
    header: 'Llegada prevista',
    className: 'hidden md:table-cell',
    cell: (item) => releaseDate(item.expected_release_date),
  },
]

const texts: ListTexts<FutureProduct> = {
  caption: 'Productos futuros',
  searchRegion: 'Buscar productos futuros',
  searchPlaceholder: 'Nombre o categoría',
  loading: 'Cargando productos futuros...',
  loadError: 'No se pudieron cargar los productos futuros.',
  icon: CalendarClock,
  noMatch: 'Ningún producto futuro coincide',
  emptyTitle: 'Aún no hay productos futuros',
  emptyText: "Anuncia lo que llegará pronto: aparece en la sección 'Próximamente' del inicio.",
  newLabel: 'Nuevo producto futuro',
  newTo: paths.admin.futureProductNew,
  deleteTitle: '¿Eliminar este producto futuro?',
  deleteLabel: 'Eliminar',
  deleteError: 'No se pudo eliminar el producto futuro.',
  deleted: 'Producto futuro eliminado.',
  deleteBody: (item) => (
    <>
      <strong>{item.name}</strong> dejará de aparecer en la sección &lsquo;Próximamente&rsquo; del inicio.
    </>
  ),
}

/** The home page's 'Próximamente' items, soonest first; search and pages run here (a short list). */
export function FutureProductList() {
  return (
    <SearchableAdminList
      query={useQuery(futureProductsOptions())}
      searchable={(item) => [item.name, item.category]}
      columns={columns}
      editPath={editPath}
      remove={useDeleteFutureProduct()}
      texts={texts}
    />
  )
}
