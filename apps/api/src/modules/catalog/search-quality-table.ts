// The search-quality table over the demo store (docs/product/search.md#quality). Each row: a query, the
// products that must come first and how: 'any' = the first result is one of them, 'all' = the first
// results are exactly these, in any order.
//
// LOCKED was written before any tuning and is never tuned against: it measures the search honestly.
// TUNING is the part the lexicon and ranking were adjusted with.

export type QualityRow = readonly [query: string, expected: readonly string[], mode?: 'any' | 'all']

const CALZADO = [
  'Tenis Urbanos Blancos',
  'Tenis para Correr Ultralivianos',
  'Botas Chelsea de Cuero',
  'Alpargatas de Fique',
  'Sandalias de Cuero Trenzado',
  'Mocasines de Gamuza',
]
const CAMISETAS = [
  'Camiseta Básica de Algodón Pima',
  'Camiseta Estampada Colibrí',
  'Polo Piqué Clásico',
  'Camiseta Oversize Lavada',
  'Camiseta Deportiva Dry-Fit',
  'Camiseta Cuello V para Mujer',
  'Camiseta Térmica Manga Larga',
]
const CHAQUETAS = [
  'Chaqueta de Cuero Negra',
  'Chaqueta de Jean Clásica',
  'Chaqueta Rompevientos Impermeable',
  'Chaqueta Acolchada Liviana',
]
const BUZOS = ['Buzo con Capucha Básico', 'Buzo de Punto Cuello Redondo']
const TENIS = ['Tenis Urbanos Blancos', 'Tenis para Correr Ultralivianos']
const CAFES = ['Café de Origen Huila 500 g', 'Café Sierra Nevada Orgánico 340 g']

export const LOCKED: readonly QualityRow[] = [
  ['zapatos', CALZADO, 'all'],
  ['zapatos rojos', ['Alpargatas de Fique']],
  ['camiseta talla M', CAMISETAS],
  ['tenis', TENIS, 'all'],
  ['buso', BUZOS, 'all'],
  ['sudadera', BUZOS],
  ['capota', ['Buzo con Capucha Básico']],
  ['morral', ['Morral Urbano Antirrobo']],
  ['chamarra', CHAQUETAS, 'all'],
  ['pantaloneta', ['Bermuda de Dril']],
  ['gafas de sol', ['Gafas de Sol Polarizadas']],
  ['cafe', CAFES],
  ['camisetas', CAMISETAS],
  ['pantalón', ['Pantalón Chino Clásico', 'Pantalón Palazzo de Lino']],
  ['vestido negro', ['Vestido Negro de Coctel']],
  ['chaketa de cuero', ['Chaqueta de Cuero Negra']],
  ['mochila wayu', ['Mochila Wayuu Tejida a Mano']],
  [
    'Denim Antioquia',
    ['Jean Slim Azul Oscuro', 'Jean Mom Fit Tiro Alto', 'Falda de Jean Corta', 'Chaqueta de Jean Clásica'],
  ],
  ['calzado', CALZADO, 'all'],
  ['labial rojo', ['Labial Mate de Larga Duración']],
  ['sombrero vueltiao', ['Sombrero Vueltiao 19 Vueltas']],
  ['hamaca', ['Hamaca Tejida de San Jacinto']],
]

export const TUNING: readonly QualityRow[] = [
  // plain
  ['camiseta', CAMISETAS],
  ['blusa', ['Blusa Campesina Bordada', 'Blusa de Seda Satinada']],
  ['reloj', ['Reloj Análogo con Correa de Cuero']],
  ['billetera', ['Billetera de Cuero']],
  ['collar', ['Collar de Plata con Dije de Esmeralda']],
  ['vela', ['Vela Aromática de Soya Café y Canela']],
  ['panela', ['Panela Orgánica Pulverizada 1 kg']],
  ['protector solar', ['Protector Solar FPS 50']],
  ['tapete de yoga', ['Tapete de Yoga Antideslizante 6 mm']],
  ['ruana', ['Ruana de Lana Boyacense']],
  // plural
  ['botas', ['Botas Chelsea de Cuero']],
  ['sandalias', ['Sandalias de Cuero Trenzado']],
  ['jeans', ['Jean Slim Azul Oscuro', 'Jean Mom Fit Tiro Alto']],
  ['faldas', ['Falda Plisada Midi', 'Falda de Jean Corta']],
  ['mocasines', ['Mocasines de Gamuza']],
  ['aretes', ['Aretes de Filigrana Momposina']],
  // accents, typed or not
  ['cafe de origen', ['Café de Origen Huila 500 g']],
  ['jarron', ['Jarrón de Cerámica Negra de La Chamba']],
  ['balon de futbol', ['Balón de Fútbol Profesional N.º 5']],
  ['camiseta termica', ['Camiseta Térmica Manga Larga']],
  ['cojín', ['Cojín Decorativo Tejido']],
  // typos
  ['camiseta estanpada', ['Camiseta Estampada Colibrí']],
  ['mocasin de gamusa', ['Mocasines de Gamuza']],
  ['guayavera', ['Guayabera Clásica Caribeña']],
  ['chaqeta rompevientos', ['Chaqueta Rompevientos Impermeable']],
  ['bolzo de cuero', ['Bolso Bandolera de Cuero']],
  // synonyms
  ['zapatillas para correr', ['Tenis para Correr Ultralivianos']],
  ['pocillo', ['Pocillo de Peltre Tradicional']],
  ['chancletas', ['Sandalias de Cuero Trenzado']],
  ['cobija', ['Manta de Algodón para Sofá']],
  ['cachucha', ['Gorra Bordada Colombia']],
  ['perfume', ['Eau de Parfum Orquídea 100 ml']],
  ['pelota', ['Balón de Fútbol Profesional N.º 5']],
  ['hoodie', BUZOS],
  // category words
  [
    'hogar',
    [
      'Taza de Cerámica Artesanal',
      'Vela Aromática de Soya Café y Canela',
      'Cojín Decorativo Tejido',
      'Hamaca Tejida de San Jacinto',
      'Manta de Algodón para Sofá',
      'Jarrón de Cerámica Negra de La Chamba',
      'Pocillo de Peltre Tradicional',
      'Botella Térmica de Acero 750 ml',
    ],
  ],
  [
    'artesanias',
    [
      'Sombrero Vueltiao 19 Vueltas',
      'Aretes de Filigrana Momposina',
      'Mochila Wayuu Tejida a Mano',
      'Bolso de Palma de Iraca',
      'Guayabera Clásica Caribeña',
      'Blusa Campesina Bordada',
      'Ruana de Lana Boyacense',
      'Alpargatas de Fique',
      'Taza de Cerámica Artesanal',
      'Hamaca Tejida de San Jacinto',
      'Jarrón de Cerámica Negra de La Chamba',
    ],
  ],
  // colour + product
  ['camisa roja', ['Camisa de Cuadros en Franela']],
  ['botas negras', ['Botas Chelsea de Cuero']],
  ['buzo gris', ['Buzo con Capucha Básico']],
  ['falda mostaza', ['Falda Plisada Midi']],
  ['tenis azules', ['Tenis para Correr Ultralivianos']],
  ['chaqueta amarilla', ['Chaqueta Rompevientos Impermeable']],
  // brand
  [
    'paramo',
    [
      'Camiseta Térmica Manga Larga',
      'Camisa de Cuadros en Franela',
      'Chaqueta Rompevientos Impermeable',
      'Chaqueta Acolchada Liviana',
    ],
    'all',
  ],
  [
    'cacao & co',
    ['Chocolate de Mesa con Canela 500 g', 'Crema Hidratante de Cacao', 'Aceite Corporal de Coco'],
    'all',
  ],
]
