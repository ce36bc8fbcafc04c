import { color, type ProductSeed } from './catalog-data'

// Demo accessories and bags. Prices are list prices in whole pesos.

export const ACCESSORIES_PRODUCTS: readonly ProductSeed[] = [
  {
    name: 'Sombrero Vueltiao 19 Vueltas',
    sku: 'ACC-001',
    brand: 'Zenú Artesanal',
    price: 189900,
    description:
      'Sombrero vueltiao auténtico tejido en caña flecha por artesanos zenúes de Tuchín, Córdoba. Diecinueve vueltas de trenza fina con pintas tradicionales. Símbolo cultural de Colombia.',
    categories: ['accesorios', 'artesanias'],
    art: 'vueltiao',
    color: 'Crema',
    featured: true,
    stock: 6,
  },
  {
    name: 'Gorra Bordada Colombia',
    sku: 'ACC-002',
    brand: 'Barrio Norte',
    price: 49900,
    description:
      'Gorra de seis paneles en dril de algodón con bandera bordada y correa ajustable. Visera curva y ojales de ventilación.',
    categories: ['accesorios'],
    art: 'cap',
    color: 'Gris Carbón',
    stock: 35,
  },
  {
    name: 'Reloj Análogo con Correa de Cuero',
    sku: 'ACC-003',
    brand: 'Tiempo Andino',
    price: 259900,
    description:
      'Reloj de cuarzo japonés con caja de acero de 40 mm, cristal mineral y resistencia al agua de 5 ATM. Correa de cuero colombiano intercambiable.',
    categories: ['accesorios'],
    art: 'watch',
    descuento: 15,
    options: [color('Café', 'Negro', 'Miel')],
    soldOut: ['Miel'],
  },
  {
    name: 'Gafas de Sol Polarizadas',
    sku: 'ACC-004',
    brand: 'Sol de Cartagena',
    price: 139900,
    description:
      'Gafas con lentes polarizados con protección UV400 y montura de acetato. Reducen el reflejo del mar y del asfalto. Incluyen estuche rígido y paño.',
    categories: ['accesorios'],
    art: 'sunglasses',
    color: 'Carey',
    stock: 27,
  },
  {
    name: 'Aretes de Filigrana Momposina',
    sku: 'ACC-005',
    brand: 'Orfebres de Mompox',
    price: 169900,
    description:
      'Aretes en plata bañada en oro de 24 quilates, elaborados con la técnica de filigrana de Santa Cruz de Mompox. Hilos de metal finísimos enrollados a mano, uno por uno.',
    categories: ['accesorios', 'artesanias'],
    art: 'earrings',
    color: 'Mostaza',
    stock: 8,
  },
  {
    name: 'Collar de Plata con Dije de Esmeralda',
    sku: 'ACC-006',
    brand: 'Orfebres de Mompox',
    price: 349900,
    description:
      'Collar en plata ley 950 con dije en forma de gota y esmeralda colombiana natural de Muzo. Cadena de 45 cm con certificado de autenticidad de la piedra.',
    categories: ['accesorios'],
    art: 'necklace',
    color: 'Esmeralda',
    stock: 4,
  },
  {
    name: 'Billetera de Cuero',
    sku: 'ACC-007',
    brand: 'Curtiembre Sabanera',
    price: 99900,
    description:
      'Billetera delgada en cuero de res con ocho ranuras para tarjetas y compartimento para billetes. Costura a mano con hilo encerado.',
    categories: ['accesorios'],
    art: 'wallet',
    color: 'Café',
    stock: 22,
  },
  {
    name: 'Mochila Wayuu Tejida a Mano',
    sku: 'BOL-001',
    brand: 'Manos Wayuu',
    price: 249900,
    description:
      'Mochila tejida en crochet por mujeres wayuu de Uribia, La Guajira, con figuras tradicionales (kanaas) que cuentan historias de su cultura. Cada pieza es única y toma hasta veinte días de trabajo. Incluye gasa larga y borlas.',
    categories: ['bolsos-y-mochilas', 'artesanias'],
    art: 'wayuu',
    color: 'Rojo',
    featured: true,
    stock: 5,
  },
  {
    name: 'Morral Urbano Antirrobo',
    sku: 'BOL-002',
    brand: 'Ruta Norte',
    price: 189900,
    description:
      'Morral con cremalleras ocultas, bolsillo acolchado para portátil de 15,6" y puerto USB para cargar el celular. Tela repelente al agua para los trayectos en bici o en TransMilenio.',
    categories: ['bolsos-y-mochilas'],
    art: 'backpack',
    options: [color('Negro', 'Gris Carbón', 'Azul Marino')],
    soldOut: ['Azul Marino'],
  },
  {
    name: 'Bolso Tote de Lona',
    sku: 'BOL-003',
    brand: 'Trópico Urbano',
    price: 79900,
    description:
      'Bolso tote en lona gruesa con estampado de hoja de plátano y bolsillo interno con cremallera. Cabe el portátil, el almuerzo y el mercado del camino.',
    categories: ['bolsos-y-mochilas'],
    art: 'tote',
    color: 'Verde Botella',
    descuento: 10,
    stock: 40,
  },
  {
    name: 'Bolso de Palma de Iraca',
    sku: 'BOL-005',
    brand: 'Tejedoras de Sandoná',
    price: 119900,
    description:
      'Bolso tejido a mano en palma de iraca por tejedoras de Sandoná, Nariño, con asas de cuero y forro de algodón. Liviano, fresco y resistente para la playa o el mercado.',
    categories: ['bolsos-y-mochilas', 'artesanias'],
    art: 'tote',
    color: 'Natural',
    pattern: 'knit',
    stock: 11,
  },
  {
    name: 'Bolso Bandolera de Cuero',
    sku: 'BOL-004',
    brand: 'Curtiembre Sabanera',
    price: 229900,
    description:
      'Bolso cruzado en cuero con tapa, broche dorado y correa ajustable. Tamaño justo para celular, billetera y llaves.',
    categories: ['bolsos-y-mochilas', 'accesorios'],
    art: 'crossbody',
    options: [color('Café', 'Negro', 'Vino')],
  },
]
