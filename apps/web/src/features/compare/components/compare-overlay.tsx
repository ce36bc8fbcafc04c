import { COMPARE_DESCRIPTION_MAX, COMPARE_MAX_ITEMS } from '@vitrina/core/constants'
import { truncate } from '@vitrina/core/format'
import { GitCompareArrows, Trash2, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { generatePath, Link } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { Price } from '../../../components/price'
import { ProductImage } from '../../../components/product-image'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { useCompareStore, type CompareItem } from '../compare.store'

/** docs/product/catalogue.md#compare: the first 150 characters followed by '...'. */
function shortDescription(text: string): string {
  const cut = truncate(text, COMPARE_DESCRIPTION_MAX)
  return cut.length < text.trim().length ? `${cut.trimEnd()}...` : cut
}

const rows: { label: string; cell: (item: CompareItem) => ReactNode }[] = [
  {
    label: 'Precio',
    cell: (item) => <Price price={item.price} discountPrice={item.discount_price} />,
  },
  {
    label: 'Descripción',
    cell: (item) => <p className="text-sm text-muted">{shortDescription(item.description)}</p>,
  },
  { label: 'Marca', cell: (item) => item.brand || 'N/A' },
  {
    label: 'Stock',
    cell: (item) =>
      item.stock_quantity > 0 ? (
        `${item.stock_quantity} disponibles`
      ) : (
        <span className="font-semibold text-danger">Agotado</span>
      ),
  },
]

/**
 * docs/product/catalogue.md#compare: up to four products side by side; each can be removed, 'Limpiar' clears
 * all.
 */
export function CompareOverlay({ onClose }: { onClose: () => void }) {
  const items = useCompareStore((state) => state.items)
  const remove = useCompareStore((state) => state.remove)
  const clear = useCompareStore((state) => state.clear)

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={`Comparar Productos (${items.length}/${COMPARE_MAX_ITEMS})`}
      actions={
        items.length > 0 && (
          <Button variant="ghost" size="sm" onClick={clear} className="text-danger">
            <Trash2 className="size-4" aria-hidden="true" />
            Limpiar
          </Button>
        )
      }
    >
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary-ink">
            <GitCompareArrows className="size-7" aria-hidden="true" />
          </span>
          <p className="max-w-sm text-muted">
            Añade hasta {COMPARE_MAX_ITEMS} productos con el botón de comparar para verlos lado a lado.
          </p>
          <Link to={paths.shop} onClick={onClose} className={buttonClasses({ variant: 'outline' })}>
            Ir a la tienda
          </Link>
        </div>
      ) : (
        <div className="-mx-5 overflow-x-auto px-5 sm:-mx-6 sm:px-6">
          <table className="w-full min-w-[36rem] table-fixed border-separate border-spacing-0 text-left text-sm">
            <caption className="sr-only">Comparación de productos</caption>
            <thead>
              <tr>
                <th
                  scope="col"
                  className="sticky left-0 z-10 w-24 bg-card pb-4 align-bottom text-xs text-muted uppercase sm:w-28"
                >
                  Producto
                </th>
                {items.map((item) => (
                  <th key={item.id} scope="col" className="px-2 pb-4 align-top font-normal">
                    <div className="relative">
                      <ProductImage
                        imageRef={item.images[0]?.image_url}
                        alt=""
                        sizes="200px"
                        className="mx-auto aspect-square w-full max-w-40 rounded-xl border border-border"
                      />
                      <button
                        type="button"
                        onClick={() => remove(item.id)}
                        aria-label={`Quitar ${item.name} de la comparación`}
                        className="absolute top-2 right-2 flex size-8 items-center justify-center rounded-full bg-card text-foreground shadow ring-1 ring-border hover:text-danger"
                      >
                        <X className="size-4" aria-hidden="true" />
                      </button>
                    </div>
                    <Link
                      to={generatePath(paths.product, { id: String(item.id) })}
                      onClick={onClose}
                      className="mt-3 line-clamp-2 block font-semibold text-foreground hover:text-primary-ink"
                    >
                      {item.name}
                    </Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th
                    scope="row"
                    className="sticky left-0 z-10 border-t border-border bg-card py-3 pr-2 align-top text-xs text-muted uppercase"
                  >
                    {row.label}
                  </th>
                  {items.map((item) => (
                    <td key={item.id} className="border-t border-border px-2 py-3 align-top text-foreground">
                      {row.cell(item)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  )
}
