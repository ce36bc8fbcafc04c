import { useQuery } from '@tanstack/react-query'
import { productMetaDescription } from '@vitrina/core/meta'
import { useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { Breadcrumb } from '../../../components/breadcrumb'
import { Container } from '../../../components/container'
import { LoadState } from '../../../components/load-state'
import { PageMeta } from '../../../components/page-meta'
import { buttonClasses } from '../../../components/ui/button'
import { ApiError } from '../../../lib/api-client'
import { productDetailOptions } from '../catalog.api'
import { categoryShopPath } from '../shop-filters'
import { presetSelection, VALUE_PARAM, type Selection } from '../purchase-state'
import { ProductGallery } from './product-gallery'
import { ProductPurchase } from './product-purchase'
import { ProductTabs, type ProductTab } from './product-tabs'

/** docs/product/catalogue.md#product-detail: the product detail page and its three messages. */
export function ProductDetail({ id }: { id: number }) {
  const product = useQuery({ ...productDetailOptions(id), enabled: Number.isInteger(id) && id > 0 })
  const { hash } = useLocation()
  const [tab, setTab] = useState<ProductTab>(hash === '#reviews' ? 'reviews' : 'description')
  // Shared by the options and the gallery: a chosen colour brings its photos to the front. Until the shopper
  // chooses, the colour a card's swatch carried in the link is the choice.
  const [chosen, setSelection] = useState<Selection | null>(null)
  const [params] = useSearchParams()

  if (
    !Number.isInteger(id) ||
    id <= 0 ||
    (product.isError && product.error instanceof ApiError && product.error.status === 404)
  ) {
    return (
      <Container className="space-y-6 py-16">
        <LoadState tone="error">Producto no encontrado.</LoadState>
        <Link to={paths.shop} className={buttonClasses({ variant: 'outline' })}>
          Volver a la tienda
        </Link>
      </Container>
    )
  }
  if (product.isPending) {
    return (
      <Container className="flex min-h-[50vh] items-center justify-center">
        <LoadState tone="loading">Cargando producto...</LoadState>
      </Container>
    )
  }
  if (product.isError) {
    // docs/product/catalogue.md#product-detail and docs/product/platform.md#api-client: the page's own title,
    // then 'Error: ' and the catalogue's message; the server's generic text ('Ocurrió un error
    // inesperado...') says nothing about the product.
    return (
      <Container className="py-16">
        <LoadState tone="error">
          <span className="block text-lg">Error al cargar producto</span>
          <span className="block font-normal">Error: No se pudo cargar el producto.</span>
        </LoadState>
      </Container>
    )
  }

  const data = product.data
  // docs/product/catalogue.md#product-detail: the breadcrumb goes through the product's main category.
  const category = data.categories[0]
  const selection = chosen ?? presetSelection(data.options, Number(params.get(VALUE_PARAM)))
  const showReviews = () => {
    setTab('reviews')
    document.getElementById('reviews')?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }

  return (
    <Container className="space-y-8 py-8 sm:py-10">
      <PageMeta title={data.name} description={productMetaDescription(data.description)} />
      <Breadcrumb
        items={[
          { label: 'Inicio', to: paths.home },
          { label: 'Tienda', to: paths.shop },
          ...(category ? [{ label: category.name, to: categoryShopPath(category.slug) }] : []),
          { label: data.name },
        ]}
      />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery images={data.images} name={data.name} valueIds={Object.values(selection)} />
        <ProductPurchase
          product={data}
          selection={selection}
          onSelectionChange={setSelection}
          onShowReviews={showReviews}
        />
      </div>
      <div id="reviews" className="scroll-mt-24">
        <ProductTabs product={data} tab={tab} onTabChange={setTab} />
      </div>
    </Container>
  )
}
