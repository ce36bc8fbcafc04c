import { generatePath, Link } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { Price } from '../../../../components/price'
import { Badge } from '../../../../components/ui/badge'
import type { AdminProduct } from '../products-admin.api'
import { AdminTable, type Column } from './admin-table'
import { ProductThumb } from './product-thumb'
import { RowActions } from './row-actions'
import { StockBadge } from './stock-badge'

const editPath = (product: AdminProduct) => generatePath(paths.admin.productEdit, { id: String(product.id) })

const columns: Column<AdminProduct>[] = [
  {
    header: 'Producto',
    cell: (product) => (
      <div className="flex items-center gap-3">
        <ProductThumb images={product.images} />
        <div className="min-w-0 space-y-0.5">
          <Link
            to={editPath(product)}
            className="line-clamp-2 font-semibold text-foreground hover:text-primary-ink hover:underline"
          >
            {product.name}
          </Link>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
            {product.sku && <span>SKU {product.sku}</span>}
            {!product.is_active && <Badge>Oculto</Badge>}
            {product.is_featured && <Badge>Destacado</Badge>}
          </p>
          {/* Phones have no price and stock columns: both go under the name. */}
          <div className="space-y-1 pt-1 md:hidden">
            <Price price={product.price} discountPrice={product.discount_price} size="sm" />
            <StockBadge product={product} />
          </div>
        </div>
      </div>
    ),
  },
  {
    header: 'Categorías',
    className: 'hidden text-muted lg:table-cell',
    cell: (product) => product.categories.map((c) => c.name).join(', ') || 'Sin categoría',
  },
  {
    header: 'Precio',
    className: 'hidden md:table-cell',
    cell: (product) => <Price price={product.price} discountPrice={product.discount_price} size="sm" />,
  },
  { header: 'Stock', className: 'hidden md:table-cell', cell: (product) => <StockBadge product={product} /> },
]

/** The products screen's rows: picture, name, categories, price and stock at a glance, edit and delete. */
export function ProductTable({
  products,
  onDelete,
}: {
  products: AdminProduct[]
  onDelete: (product: AdminProduct) => void
}) {
  return (
    <AdminTable
      caption="Productos"
      rows={products}
      rowKey={(product) => product.id}
      columns={columns}
      actions={(product) => (
        <RowActions name={product.name} editTo={editPath(product)} onDelete={() => onDelete(product)} />
      )}
    />
  )
}
