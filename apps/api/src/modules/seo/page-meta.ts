import { effectivePrice, shownVariantPrices } from '@vitrina/core/discount'
import { imageUrl } from '@vitrina/core/images'
import { productMetaDescription } from '@vitrina/core/meta'
import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import type { Category } from '@vitrina/core/schemas/categories'
import { pathTo, paths } from '@vitrina/core/paths'
import type { PageMeta } from './page-head'

// The head of each server-rendered page. Titles follow the storefront's own ("<page> | <store>").

export interface StoreInfo {
  name: string
  slogan: string
  /** PUBLIC_URL without a trailing slash: every link and image in the tags is absolute. */
  publicUrl: string
}

/** docs/product/catalogue.md#home: the home page's title and description are store_name and store_slogan. */
export function homeMeta(store: StoreInfo): PageMeta {
  const url = `${store.publicUrl}/`
  return {
    title: store.name,
    description: store.slogan,
    canonicalUrl: url,
    openGraph: {
      'og:type': 'website',
      'og:site_name': store.name,
      'og:locale': 'es_CO',
      'og:title': store.name,
      'og:description': store.slogan,
      'og:url': url,
    },
  }
}

/** Every other page of the app: the store's name until the app names the page itself. */
export function storeMeta(store: StoreInfo): PageMeta {
  return { title: store.name }
}

/**
 * docs/product/catalogue.md#category-page: the shop filtered to one category is named and described by it,
 * as the storefront does once it runs.
 */
export function categoryMeta(category: Category, store: StoreInfo): PageMeta {
  const url = `${store.publicUrl}/tienda?category=${encodeURIComponent(category.slug)}`
  const description = category.description || `Productos de ${category.name}.`
  return {
    title: `${category.name} | ${store.name}`,
    description,
    canonicalUrl: url,
    openGraph: {
      'og:type': 'website',
      'og:site_name': store.name,
      'og:locale': 'es_CO',
      'og:title': category.name,
      'og:description': description,
      'og:url': url,
    },
  }
}

/** A product that does not exist (or is hidden): the app says 'Producto no encontrado.'; not indexed. */
/** An address that is none of the app's pages: the app says 'Página no encontrada'. */
export function missingPageMeta(store: StoreInfo): PageMeta {
  return { title: `Página no encontrada | ${store.name}`, noindex: true }
}

export function missingProductMeta(store: StoreInfo): PageMeta {
  return { title: `Producto no encontrado | ${store.name}`, noindex: true }
}

const SCHEMA_AVAILABILITY = {
  in: 'https://schema.org/InStock',
  out: 'https://schema.org/OutOfStock',
}

/**
 * A product page (/producto/{id}) or its landing page (/lp/{slug}): the description of
 * docs/product/platform.md#seo (the first 155 characters), Open Graph tags for link previews, and schema.org
 * Product data for search results (price in pesos, availability, rating when there are reviews).
 */
export function productMeta(product: ProductDetail, store: StoreInfo, pagePath: string): PageMeta {
  const url = `${store.publicUrl}${pagePath}`
  const productUrl = store.publicUrl + pathTo(paths.product, { id: product.id })
  // The same text the storefront puts in its own description tag once it runs.
  const description = productMetaDescription(product.description)
  const images = product.images.map((image) => new URL(imageUrl(image.image_url), `${store.publicUrl}/`).href)
  const availability = product.stock_quantity > 0 ? SCHEMA_AVAILABILITY.in : SCHEMA_AVAILABILITY.out
  // Variants may have their own prices: one offer, or a range when they differ.
  const prices = product.variants.length
    ? product.variants.map((variant) => effectivePrice(shownVariantPrices(product, variant)))
    : [effectivePrice(product)]
  const low = Math.min(...prices)
  const high = Math.max(...prices)
  const offer =
    low === high
      ? { '@type': 'Offer', price: low }
      : { '@type': 'AggregateOffer', lowPrice: low, highPrice: high, offerCount: prices.length }

  return {
    title: `${product.name} | ${store.name}`,
    description,
    canonicalUrl: url,
    openGraph: {
      'og:type': 'product',
      'og:site_name': store.name,
      'og:locale': 'es_CO',
      'og:title': product.name,
      'og:description': description,
      'og:url': url,
      'og:image': images[0],
      'product:price:amount': low,
      'product:price:currency': 'COP',
      'twitter:card': images.length ? 'summary_large_image' : 'summary',
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      url: productUrl,
      ...(images.length ? { image: images } : {}),
      ...(product.sku ? { sku: product.sku } : {}),
      ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
      offers: {
        ...offer,
        priceCurrency: 'COP',
        availability,
        itemCondition: 'https://schema.org/NewCondition',
        url: productUrl,
      },
      ...(product.review_count > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.rating_average,
              reviewCount: product.review_count,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  }
}
