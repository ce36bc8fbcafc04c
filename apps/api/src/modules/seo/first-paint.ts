import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import {
  DEFAULT_IMAGE_WIDTH,
  imageSrcSet,
  imageUrl,
  PRODUCT_CARD_IMAGE_SIZES,
  PRODUCT_MAIN_IMAGE_SIZES,
  PRODUCT_UPLOADS,
} from '@vitrina/core/images'
import { FEATURED_PRODUCTS_LIMIT, SHOP_PAGE_SIZE } from '@vitrina/core/constants'
import { imagesForValues, type LinkableImage } from '@vitrina/core/variant-images'

// docs/decisions/023-static-assets-and-first-paint.md: a page's HTML names what its first paint needs
// (its route's chunks, its data, its main photo) so the browser fetches them at once, in parallel with the
// entry script, instead of discovering them one after the other.

/** One `<link rel="preload|modulepreload">` of a page's head. */
export type Preload =
  | { kind: 'module'; href: string }
  | { kind: 'style'; href: string }
  | { kind: 'fetch'; href: string }
  | { kind: 'image'; href: string; srcset?: string; sizes?: string }

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

/** The lazily loaded page modules whose chunks a server-written page preloads. */
export const ROUTE_MODULES = {
  home: 'src/routes/home.tsx',
  shop: 'src/routes/shop.tsx',
  product: 'src/routes/product.tsx',
  landing: 'src/routes/landing.tsx',
} as const
export type RouteModule = keyof typeof ROUTE_MODULES

/** A route's chunk and the chunks it statically imports, minus what index.html already loads. */
function chunksOf(manifest: Manifest, source: string): Preload[] {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const child of manifest[key].imports ?? []) visit(child)
  }
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  entries.forEach(visit)
  const loaded = new Set(seen)
  visit(source)
  const chunks = [...seen].filter((key) => !loaded.has(key)).map((key) => manifest[key] as ManifestChunk)
  return [
    ...chunks.map((chunk) => ({ kind: 'module' as const, href: `/${chunk.file}` })),
    ...chunks.flatMap((chunk) =>
      (chunk.css ?? []).map((css) => ({ kind: 'style' as const, href: `/${css}` })),
    ),
  ]
}

/**
 * Reads the build's manifest (dist/.vite/manifest.json, written by `vite build`) once: each route module's
 * preloads. Without a manifest (an older build) pages simply preload no chunks.
 */
export function routeChunks(dist: string): Record<RouteModule, Preload[]> {
  const file = path.join(dist, '.vite', 'manifest.json')
  const manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {}
  const entries = Object.entries(ROUTE_MODULES).map(([route, source]) => [route, chunksOf(manifest, source)])
  return Object.fromEntries(entries) as Record<RouteModule, Preload[]>
}

/**
 * What every store page asks for first: the settings, read before any page is drawn (apps/web
 * features/settings), and the categories of the header's menu.
 */
export const STORE_PRELOADS: Preload[] = [
  { kind: 'fetch', href: '/api/settings' },
  { kind: 'fetch', href: '/api/categories' },
]

/** The home page's 'Productos Destacados', as the app asks for them. */
export const FEATURED_PRELOAD: Preload = {
  kind: 'fetch',
  href: `/api/products/featured?limit=${FEATURED_PRODUCTS_LIMIT}`,
}

/** The shop without filters asks for its first page exactly so (the app's shopQuery and buildUrl). */
export const SHOP_FIRST_PAGE_PRELOAD: Preload = {
  kind: 'fetch',
  href: `/api/products?limit=${SHOP_PAGE_SIZE}&offset=0`,
}

type ProductWithImages = { images: readonly (LinkableImage & { image_url: string })[] }

/**
 * The photo a product shows first (the gallery's large one, a card's), with the same candidates and the
 * `sizes` it is drawn with, so the browser fetches that one file once.
 */
function firstImagePreload(product: ProductWithImages, sizes: string): Preload[] {
  const first = imagesForValues(product.images, [])[0]
  if (!first) return []
  const srcset = imageSrcSet(first.image_url)
  const href = imageUrl(first.image_url, PRODUCT_UPLOADS, srcset ? DEFAULT_IMAGE_WIDTH : undefined)
  return [{ kind: 'image', href, ...(srcset ? { srcset, sizes } : {}) }]
}

/**
 * The bare shop's preloads: its first card's photo (a phone's largest paint), what every store page asks for,
 * its first page of products and its chunks.
 */
export function shopPreloads(first: ProductWithImages | undefined, chunks: Preload[]): Preload[] {
  const image = first ? firstImagePreload(first, PRODUCT_CARD_IMAGE_SIZES) : []
  return [...image, ...STORE_PRELOADS, SHOP_FIRST_PAGE_PRELOAD, ...chunks]
}

/**
 * A product page's preloads: the photo the gallery shows large, the product as the page asks for it, what
 * every store page asks for and the page's chunks.
 */
export function productPreloads(
  product: ProductWithImages & { id: number },
  chunks: Preload[],
  withData: boolean,
): Preload[] {
  const data: Preload[] = withData ? [{ kind: 'fetch', href: `/api/products/${product.id}` }] : []
  return [...firstImagePreload(product, PRODUCT_MAIN_IMAGE_SIZES), ...STORE_PRELOADS, ...data, ...chunks]
}
