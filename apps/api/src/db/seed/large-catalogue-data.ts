import { TALLAS, TALLAS_CALZADO, TALLAS_JEAN } from './catalog-data'
import type { ArtKind } from './product-art'

// Vocabulary of the generated benchmark catalogue: product templates, adjectives, brands and closing lines.

export type Gender = 'm' | 'f' | 'mp'

export interface Template {
  noun: string
  gender: Gender
  art: ArtKind
  categories: readonly string[]
  price: readonly [number, number]
  sizes?: readonly string[]
  /** The three colours this kind comes in (one pooled picture each). */
  colours: readonly [string, string, string]
  feature: string
}

export const TEMPLATES: readonly Template[] = [
  {
    noun: 'Camiseta',
    gender: 'f',
    art: 'tshirt',
    categories: ['camisetas'],
    price: [39900, 79900],
    sizes: TALLAS,
    colours: ['Blanco', 'Negro', 'Verde Oliva'],
    feature: 'en algodón peinado de 180 g',
  },
  {
    noun: 'Polo',
    gender: 'm',
    art: 'polo',
    categories: ['camisetas'],
    price: [69900, 119900],
    sizes: TALLAS,
    colours: ['Azul Marino', 'Blanco', 'Vino'],
    feature: 'en piqué de algodón con cuello tejido',
  },
  {
    noun: 'Camisa',
    gender: 'f',
    art: 'shirt',
    categories: ['camisas-y-blusas'],
    price: [89900, 169900],
    sizes: TALLAS,
    colours: ['Azul Cielo', 'Blanco', 'Beige'],
    feature: 'con cuello clásico y botones de coco',
  },
  {
    noun: 'Jean',
    gender: 'm',
    art: 'jeans',
    categories: ['pantalones-y-jeans'],
    price: [119900, 199900],
    sizes: TALLAS_JEAN,
    colours: ['Azul Oscuro', 'Azul Claro', 'Negro'],
    feature: 'en denim de 12 onzas con elastano',
  },
  {
    noun: 'Pantalón',
    gender: 'm',
    art: 'chinos',
    categories: ['pantalones-y-jeans'],
    price: [99900, 159900],
    sizes: TALLAS_JEAN,
    colours: ['Beige Arena', 'Azul Marino', 'Gris Carbón'],
    feature: 'en dril de algodón con bolsillos sesgados',
  },
  {
    noun: 'Jogger',
    gender: 'm',
    art: 'joggers',
    categories: ['pantalones-y-jeans', 'deportes'],
    price: [69900, 109900],
    sizes: TALLAS,
    colours: ['Gris Jaspe', 'Negro', 'Verde Oliva'],
    feature: 'con interior perchado y puños en rib',
  },
  {
    noun: 'Vestido',
    gender: 'm',
    art: 'strap-dress',
    categories: ['vestidos-y-faldas'],
    price: [129900, 259900],
    sizes: TALLAS,
    colours: ['Terracota', 'Azul Marino', 'Verde Botella'],
    feature: 'en viscosa liviana con falda de vuelo',
  },
  {
    noun: 'Falda',
    gender: 'f',
    art: 'pleated-skirt',
    categories: ['vestidos-y-faldas'],
    price: [79900, 139900],
    sizes: TALLAS,
    colours: ['Mostaza', 'Negro', 'Vino'],
    feature: 'con pliegues permanentes y pretina elástica',
  },
  {
    noun: 'Chaqueta',
    gender: 'f',
    art: 'zip-jacket',
    categories: ['chaquetas-y-buzos'],
    price: [169900, 329900],
    sizes: TALLAS,
    colours: ['Amarillo', 'Azul', 'Negro'],
    feature: 'impermeable con costuras selladas',
  },
  {
    noun: 'Buzo',
    gender: 'm',
    art: 'hoodie',
    categories: ['chaquetas-y-buzos'],
    price: [89900, 149900],
    sizes: TALLAS,
    colours: ['Gris Jaspe', 'Azul Marino', 'Vino'],
    feature: 'en felpa de algodón con capucha forrada',
  },
  {
    noun: 'Tenis',
    gender: 'mp',
    art: 'sneakers',
    categories: ['calzado'],
    price: [159900, 299900],
    sizes: TALLAS_CALZADO,
    colours: ['Blanco', 'Negro', 'Azul Marino'],
    feature: 'con suela vulcanizada y plantilla de espuma',
  },
  {
    noun: 'Botas',
    gender: 'mp',
    art: 'boots',
    categories: ['calzado'],
    price: [219900, 379900],
    sizes: TALLAS_CALZADO,
    colours: ['Café', 'Negro', 'Miel'],
    feature: 'en cuero engrasado con suela cosida',
  },
  {
    noun: 'Gorra',
    gender: 'f',
    art: 'cap',
    categories: ['accesorios'],
    price: [39900, 69900],
    colours: ['Negro', 'Gris Carbón', 'Azul Marino'],
    feature: 'de seis paneles con correa ajustable',
  },
  {
    noun: 'Reloj',
    gender: 'm',
    art: 'watch',
    categories: ['accesorios'],
    price: [149900, 359900],
    colours: ['Café', 'Negro', 'Azul Marino'],
    feature: 'de cuarzo con caja de acero y correa de cuero',
  },
  {
    noun: 'Morral',
    gender: 'm',
    art: 'backpack',
    categories: ['bolsos-y-mochilas'],
    price: [119900, 229900],
    colours: ['Negro', 'Gris Carbón', 'Verde Oliva'],
    feature: 'con compartimento acolchado para portátil',
  },
  {
    noun: 'Bolso',
    gender: 'm',
    art: 'crossbody',
    categories: ['bolsos-y-mochilas', 'accesorios'],
    price: [99900, 249900],
    colours: ['Café', 'Negro', 'Vino'],
    feature: 'en cuero con broche dorado',
  },
  {
    noun: 'Taza',
    gender: 'f',
    art: 'mug',
    categories: ['hogar'],
    price: [29900, 49900],
    colours: ['Terracota', 'Azul', 'Verde'],
    feature: 'de cerámica esmaltada a mano',
  },
  {
    noun: 'Cojín',
    gender: 'm',
    art: 'cushion',
    categories: ['hogar'],
    price: [49900, 89900],
    colours: ['Mostaza', 'Verde Oliva', 'Terracota'],
    feature: 'tejido en telar con relleno siliconado',
  },
  {
    noun: 'Vela',
    gender: 'f',
    art: 'candle',
    categories: ['hogar'],
    price: [34900, 59900],
    colours: ['Café', 'Rosa Palo', 'Verde Menta'],
    feature: 'de cera de soya en vaso reutilizable',
  },
  {
    noun: 'Balón',
    gender: 'm',
    art: 'ball',
    categories: ['deportes'],
    price: [79900, 149900],
    colours: ['Azul Marino', 'Rojo', 'Verde'],
    feature: 'termosellado de 32 paneles',
  },
  {
    noun: 'Botella',
    gender: 'f',
    art: 'bottle',
    categories: ['deportes', 'hogar'],
    price: [49900, 89900],
    colours: ['Negro', 'Verde', 'Rosa'],
    feature: 'de acero con doble pared al vacío',
  },
]

// [masculine, feminine, masculine plural]
export const ADJECTIVES: readonly (readonly [string, string, string])[] = [
  ['Clásico', 'Clásica', 'Clásicos'],
  ['Urbano', 'Urbana', 'Urbanos'],
  ['Esencial', 'Esencial', 'Esenciales'],
  ['Premium', 'Premium', 'Premium'],
  ['Deportivo', 'Deportiva', 'Deportivos'],
  ['Andino', 'Andina', 'Andinos'],
  ['Caribeño', 'Caribeña', 'Caribeños'],
  ['Minimalista', 'Minimalista', 'Minimalistas'],
  ['Ligero', 'Ligera', 'Ligeros'],
  ['Artesanal', 'Artesanal', 'Artesanales'],
  ['Tropical', 'Tropical', 'Tropicales'],
  ['Moderno', 'Moderna', 'Modernos'],
]

/** Brands by a template's main category, so a football never comes from a denim workshop. */
export const BRANDS: Readonly<Record<string, readonly string[]>> = {
  camisetas: ['Trópico Urbano', 'Barrio Norte', 'Algodonera del Valle', 'Casa Santamaría'],
  'camisas-y-blusas': ['Casa Santamaría', 'Caribe Lino', 'Bogotá Sastrería', 'Flor de Mayo'],
  'pantalones-y-jeans': ['Denim Antioquia', 'Casa Santamaría', 'Barrio Norte'],
  'vestidos-y-faldas': ['Flor de Mayo', 'Donna Medellín', 'Caribe Lino'],
  'chaquetas-y-buzos': ['Páramo', 'Barrio Norte', 'Alma Andina'],
  calzado: ['Paso Firme', 'Curtiembre Sabanera', 'Cumbre Sport'],
  accesorios: ['Tiempo Andino', 'Barrio Norte', 'Sol de Cartagena'],
  'bolsos-y-mochilas': ['Ruta Norte', 'Curtiembre Sabanera', 'Trópico Urbano'],
  hogar: ['Barro de Ráquira', 'Telares de Boyacá', 'Luz de Hogar'],
  deportes: ['Cumbre Sport', 'Equilibrio'],
}

export const CLOSINGS = [
  'Diseñado y confeccionado en Colombia.',
  'Hecho para durar y para usarse todos los días.',
  'Un básico que combina con todo tu armario.',
  'Ideal para regalar en cualquier temporada.',
]
