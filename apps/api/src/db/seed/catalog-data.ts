import type { TaxClass } from '@vitrina/core/tax-classes'
import type { Pattern } from './art-kit'
import type { ArtKind } from './product-art'

// Shape of the demo catalogue and the vocabulary it shares (categories, colours, sizes).

export interface CategorySeed {
  slug: string
  name: string
  description: string
}

export interface OptionSeed {
  name: string
  values: readonly string[]
}

export interface ProductSeed {
  name: string
  sku: string
  brand: string
  /** List price in whole pesos. */
  price: number
  description: string
  /** Category slugs; the first is the main one. */
  categories: readonly string[]
  art: ArtKind
  /** Colour name (a key of NAMED_COLOURS) for products without a Color option. */
  color?: string
  pattern?: Pattern
  /** Label printed on the illustration: 'TITLE|subtitle'. */
  label?: string
  featured?: boolean
  /** Whole percentage, 0-95. */
  descuento?: number
  /** The IVA class when not 'general', with its article in docs/product/cart-and-totals.md#demo-tax-classes. */
  taxClass?: TaxClass
  /** Stock of a product without options; with options, forces every variant to this stock (0 = sold out). */
  stock?: number
  options?: readonly OptionSeed[]
  /** Combinations that are not made at all, option values joined by ' / '. */
  missing?: readonly string[]
  /** Combinations (or single option values) currently at stock 0. */
  soldOut?: readonly string[]
  /** Full price of every variant that includes this option value. */
  overrides?: Readonly<Record<string, number>>
}

export const CATEGORIES: readonly CategorySeed[] = [
  { slug: 'camisetas', name: 'Camisetas', description: 'Camisetas y polos de algodón para todos los días.' },
  {
    slug: 'camisas-y-blusas',
    name: 'Camisas y Blusas',
    description: 'Camisas de lino, oxford y blusas frescas para clima cálido o frío.',
  },
  {
    slug: 'pantalones-y-jeans',
    name: 'Pantalones y Jeans',
    description: 'Jeans, chinos, joggers y bermudas con tallaje colombiano.',
  },
  {
    slug: 'vestidos-y-faldas',
    name: 'Vestidos y Faldas',
    description: 'Vestidos y faldas para el día, la oficina y la noche.',
  },
  {
    slug: 'chaquetas-y-buzos',
    name: 'Chaquetas y Buzos',
    description: 'Chaquetas, buzos y ruanas para la lluvia y el frío de la sabana.',
  },
  { slug: 'calzado', name: 'Calzado', description: 'Tenis, botas, mocasines, sandalias y alpargatas.' },
  {
    slug: 'accesorios',
    name: 'Accesorios',
    description: 'Relojes, gafas, joyería, sombreros y marroquinería.',
  },
  {
    slug: 'bolsos-y-mochilas',
    name: 'Bolsos y Mochilas',
    description: 'Mochilas tejidas, morrales y bolsos para cada ocasión.',
  },
  { slug: 'hogar', name: 'Hogar', description: 'Cerámica, textiles y aromas para una casa acogedora.' },
  {
    slug: 'belleza-y-cuidado',
    name: 'Belleza y Cuidado',
    description: 'Cuidado de la piel, maquillaje y fragancias con ingredientes locales.',
  },
  {
    slug: 'deportes',
    name: 'Deportes',
    description: 'Ropa y accesorios para entrenar, correr y practicar yoga.',
  },
  {
    slug: 'cafe-y-despensa',
    name: 'Café y Despensa',
    description: 'Café de origen y delicias de las regiones de Colombia.',
  },
  {
    slug: 'artesanias',
    name: 'Artesanías Colombianas',
    description: 'Piezas hechas a mano por artesanos de La Guajira, Córdoba, Boyacá y Mompox.',
  },
]

export const TALLAS = ['S', 'M', 'L', 'XL'] as const
export const TALLAS_XS = ['XS', 'S', 'M', 'L'] as const
export const TALLAS_JEAN = ['28', '30', '32', '34', '36'] as const
export const TALLAS_DAMA = ['6', '8', '10', '12', '14'] as const
export const TALLAS_CALZADO = ['36', '37', '38', '39', '40', '41', '42'] as const

export const talla = (values: readonly string[]): OptionSeed => ({ name: 'Talla', values })
export const color = (...values: string[]): OptionSeed => ({ name: 'Color', values })
