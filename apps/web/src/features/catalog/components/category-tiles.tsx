import { useQuery } from '@tanstack/react-query'
import { CATEGORY_UPLOADS, PRODUCT_UPLOADS } from '@vitrina/core/images'
import type { Category } from '@vitrina/core/schemas/categories'
import { Link } from 'react-router'
import { ProductImage } from '../../../components/product-image'
import { categoryListOptions } from '../catalog.api'
import { categoryShopPath } from '../shop-filters'

const count = (n: number) => (n === 1 ? '1 producto' : `${n} productos`)

/** The tile's picture: the category's own image, else its best product's. */
function tileImage(category: Category): { ref: string | null; folder: string } {
  return category.image_url
    ? { ref: category.image_url, folder: CATEGORY_UPLOADS }
    : { ref: category.product_image_url, folder: PRODUCT_UPLOADS }
}

/**
 * docs/product/catalogue.md#category-tiles: the home's 'Compra por categoría', one image tile per category in
 * staff's order. Hidden while loading, on failure and when the store has no categories.
 */
export function CategoryTiles() {
  const categories = useQuery(categoryListOptions()).data ?? []
  if (!categories.length) return null
  return (
    <section aria-labelledby="categorias" className="space-y-6">
      <div>
        <h2 id="categorias" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          Compra por categoría
        </h2>
        <p className="mt-1 text-muted">Encuentra rápido lo que buscas.</p>
      </div>
      {/* Three small tiles to a row on phones keep a dozen categories within a few screens. */}
      <ul className="grid grid-cols-3 gap-2.5 sm:grid-cols-4 sm:gap-4 lg:grid-cols-5">
        {categories.map((category) => {
          const image = tileImage(category)
          return (
            <li key={category.id} className="min-w-0">
              <Link
                to={categoryShopPath(category.slug)}
                className="group block h-full overflow-hidden rounded-xl border border-border bg-card shadow-sm transition hover:-translate-y-0.5 hover:shadow-md sm:rounded-2xl"
              >
                <ProductImage
                  imageRef={image.ref}
                  folder={image.folder}
                  alt=""
                  sizes="(min-width: 1024px) 20vw, (min-width: 640px) 25vw, 33vw"
                  className="aspect-square w-full transition group-hover:scale-[1.03] sm:aspect-[4/3]"
                />
                <span className="block px-2 py-2 sm:px-4 sm:py-3">
                  <span className="block text-[13px] leading-snug font-semibold break-words hyphens-auto text-foreground group-hover:text-primary-ink sm:text-base">
                    {category.name}
                  </span>
                  <span className="block text-xs text-muted sm:text-sm">{count(category.product_count)}</span>
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
