import { useQuery } from '@tanstack/react-query'
import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import { Tabs } from '../../../components/ui/tabs'
import { paragraphs } from '../../../lib/paragraphs'
import { shippingInfoOptions } from '../catalog.api'
import { ProductReviews } from './product-reviews'

export type ProductTab = 'description' | 'specs' | 'shipping' | 'reviews'

/** docs/product/catalogue.md#product-tabs tabs: Descripción, Especificaciones, Envío, Reseñas (n). */
export function ProductTabs({
  product,
  tab,
  onTabChange,
}: {
  product: ProductDetail
  tab: ProductTab
  onTabChange: (tab: ProductTab) => void
}) {
  return (
    <Tabs
      label="Información del producto"
      value={tab}
      onChange={(id) => onTabChange(id as ProductTab)}
      items={[
        {
          id: 'description',
          label: 'Descripción',
          content: (
            <div className="max-w-3xl space-y-4 leading-relaxed text-foreground">
              {paragraphs(product.description).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          ),
        },
        { id: 'specs', label: 'Especificaciones', content: <Specifications product={product} /> },
        { id: 'shipping', label: 'Envío', content: <ShippingInfo /> },
        {
          id: 'reviews',
          label: `Reseñas (${product.review_count})`,
          content: <ProductReviews product={product} />,
        },
      ]}
    />
  )
}

function Specifications({ product }: { product: ProductDetail }) {
  const rows = [
    ['Marca', product.brand || 'N/A'],
    ['SKU', product.sku || 'N/A'],
    ['Categorías', product.categories.map((c) => c.name).join(', ') || 'Sin categoría'],
  ]
  return (
    <dl className="max-w-2xl divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card">
      {rows.map(([term, value]) => (
        <div
          key={term}
          className="grid grid-cols-[8rem_1fr] gap-4 px-5 py-3.5 text-sm sm:grid-cols-[12rem_1fr]"
        >
          <dt className="font-semibold text-foreground">{term}</dt>
          <dd className="text-muted">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Shipping entries are HTML sanitized by the server on write (docs/product/content.md#html-sanitizing). */
function ShippingInfo() {
  const shipping = useQuery(shippingInfoOptions())
  if (shipping.isPending)
    return (
      <p role="status" className="text-muted">
        Cargando...
      </p>
    )
  if (shipping.isError)
    return (
      <p role="alert" className="text-danger">
        No se pudo cargar la información de envío.
      </p>
    )
  if (shipping.data.length === 0)
    return <p className="text-muted">Pronto publicaremos nuestra información de envío.</p>
  return (
    <div className="grid max-w-4xl gap-6 md:grid-cols-2">
      {shipping.data.map((entry) => (
        <section key={entry.id} className="rounded-2xl border border-border bg-card p-5">
          <h3 className="mb-3 font-bold text-foreground">{entry.title}</h3>
          <div className="rich-text text-sm text-muted" dangerouslySetInnerHTML={{ __html: entry.content }} />
        </section>
      ))}
    </div>
  )
}
