import { PageMeta } from '../components/page-meta'
import { StorePage } from '../components/store-page'
import { ShopCatalog } from '../features/catalog/components/shop-catalog'
import { useShopCategory } from '../features/catalog/hooks/use-shop-category'

/**
 * docs/product/catalogue.md#category-page: filtered to one category, the shop is that category's page, named
 * and described by it (heading, document title and description).
 */
export function ShopPage() {
  const category = useShopCategory()
  const description = category
    ? category.description || `Productos de ${category.name}.`
    : 'Explora todo nuestro catálogo y encuentra lo que buscas.'
  return (
    <StorePage title={category?.name ?? 'Tienda'} description={description}>
      {category && <PageMeta title={category.name} description={description} />}
      <ShopCatalog />
    </StorePage>
  )
}
