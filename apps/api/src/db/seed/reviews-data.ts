// Demo review texts, by kind of product and by rating, and the deterministic choice of who wrote what.

type Group = 'ropa' | 'calzado' | 'accesorios' | 'hogar' | 'belleza' | 'deportes' | 'cafe'
type Bucket = 5 | 4 | 3 | 'low'

const GROUP_OF_CATEGORY: Readonly<Record<string, Group>> = {
  calzado: 'calzado',
  accesorios: 'accesorios',
  'bolsos-y-mochilas': 'accesorios',
  hogar: 'hogar',
  artesanias: 'hogar',
  'belleza-y-cuidado': 'belleza',
  deportes: 'deportes',
  'cafe-y-despensa': 'cafe',
}

const GENERIC: Readonly<Record<Bucket, readonly string[]>> = {
  5: [
    'Llegó antes de lo esperado y muy bien empacado. ¡Totalmente recomendado!',
    'Excelente calidad, se nota que está bien hecho. Volveré a comprar.',
    'Me encantó, es tal cual como en la foto. Gracias por la atención tan amable.',
    'Lo compré para regalo y quedaron felices. El empaque es muy bonito.',
  ],
  4: [
    'Muy buen producto. El envío a Cali tardó un día más de lo prometido, pero todo bien.',
    'Buena relación calidad-precio. Le pongo cuatro estrellas porque la caja llegó un poco golpeada.',
    'Cumple con lo que promete. Lo recomiendo.',
  ],
  3: [
    'Está bien, aunque esperaba un poco más por el precio.',
    'Producto correcto. El color es un poco distinto al de la foto.',
  ],
  low: [
    'El pedido llegó incompleto y tuve que escribir a servicio al cliente; lo solucionaron, pero se demoró.',
    'No me convenció la calidad. Hice la devolución sin problema, eso sí.',
  ],
}

const BY_GROUP: Readonly<Record<Group, Readonly<Record<Bucket, readonly string[]>>>> = {
  ropa: {
    5: [
      'La tela es suavecita y la talla es exacta. Ya la lavé varias veces y sigue como nueva.',
      'Me queda perfecta, el corte es muy favorecedor. Ya pedí otro color.',
      'Se nota la calidad de las costuras. Ropa colombiana de primera.',
    ],
    4: [
      'Muy linda, pero la talla viene un poco grande. Recomiendo pedir una menos.',
      'Buena tela y buen acabado; se arruga un poco.',
    ],
    3: [
      'El color es bonito pero se destiñó un poco en la primera lavada.',
      'La horma es algo estrecha en los hombros.',
    ],
    low: ['La talla M me quedó como una S. Tuve que cambiarla.', 'Se le salió un hilo a la semana de uso.'],
  },
  calzado: {
    5: [
      'Comodísimos desde el primer día, no tuve que ablandarlos.',
      'Caminé todo el día por el centro de Bogotá y cero ampollas. ¡Excelentes!',
      'Hermosos y muy bien terminados. Se ven más caros de lo que cuestan.',
    ],
    4: [
      'Muy buenos, aunque la horma es un poco angosta. Pide media talla más.',
      'Bonitos y cómodos; la suela es algo dura al principio.',
    ],
    3: [
      'Son cómodos, pero el color en persona es más oscuro.',
      'Calzan un poco grande, toca usar plantilla.',
    ],
    low: ['Me rozaban el talón y los tuve que devolver.', 'La suela se despegó a los dos meses.'],
  },
  accesorios: {
    5: [
      'Es una belleza, se nota el trabajo artesanal. Me lo chulean cada vez que lo uso.',
      'Hermoso y de muy buena calidad. Llegó en una caja preciosa.',
      'Justo lo que buscaba. Los acabados son impecables.',
    ],
    4: ['Muy bonito, un poco más pequeño de lo que imaginaba.', 'Buena calidad; el broche es algo duro.'],
    3: ['Está bonito, pero en la foto se ve más grande.', 'Cumple, aunque las costuras podrían estar mejor.'],
    low: ['El color no era el de la foto.', 'Se peló el baño a las pocas semanas.'],
  },
  hogar: {
    5: [
      'Le dio otro aire a mi sala. Hecho a mano y se nota.',
      'Qué belleza de artesanía. Me encanta apoyar a los artesanos colombianos.',
      'Llegó perfecto, sin un rasguño. La calidad es excelente.',
    ],
    4: [
      'Muy bonito, aunque el tono es un poco más claro que en la foto.',
      'Buena calidad, llegó en dos días a Barranquilla.',
    ],
    3: [
      'Bonito, pero más pequeño de lo que esperaba.',
      'Está bien; tiene un pequeño defecto que igual le da carácter.',
    ],
    low: ['Llegó con una esquina despicada.', 'El aroma es muy suave, casi no se siente.'],
  },
  belleza: {
    5: [
      'Mi piel se siente hidratada todo el día y no es grasoso.',
      'El aroma es delicioso y dura muchísimo. Ya es mi favorito.',
      'Lo uso todos los días y ya noto la diferencia. Ingredientes naturales de verdad.',
    ],
    4: [
      'Me gusta mucho, aunque el frasco se acaba rápido.',
      'Buen producto; el empaque podría ser más práctico.',
    ],
    3: ['Está bien, pero no noté mucho cambio.', 'El olor es agradable pero se va rápido.'],
    low: ['Me causó un poco de irritación, no es para piel sensible.', 'No me funcionó.'],
  },
  deportes: {
    5: [
      'Perfecto para entrenar, muy buena calidad.',
      'Lo uso tres veces por semana y sigue como nuevo.',
      'Excelente, supera lo que esperaba por el precio.',
    ],
    4: [
      'Muy bueno; el color es más claro que en la foto.',
      'Cumple bien, aunque pesa un poco más de lo que creía.',
    ],
    3: ['Funciona, pero el material se siente algo delgado.', 'Está bien para empezar.'],
    low: ['Se rompió a las pocas semanas de uso.', 'No es lo que esperaba.'],
  },
  cafe: {
    5: [
      'Un café delicioso, con notas dulces y nada amargo. Ya voy por la tercera bolsa.',
      'El mejor café que he probado en casa. Llegó fresquito.',
      'Sabor espectacular. Lo preparo en prensa francesa y queda perfecto.',
    ],
    4: [
      'Muy rico, aunque para mi gusto le falta un poco de cuerpo.',
      'Buen sabor; la bolsa debería tener cierre.',
    ],
    3: [
      'Es bueno, pero no tan distinto del de supermercado.',
      'Rico, aunque llegó molido más fino de lo que pedí.',
    ],
    low: ['Me llegó con fecha de tostión de hace meses.', 'Muy ácido para mi gusto.'],
  },
}

export interface ReviewPlan {
  /** Index in REVIEW_AUTHORS. */
  author: number
  rating: number
  comment: string
  /** When it was written, as a fraction of the product's time in the store (0 = today). */
  age: number
}

/** A small deterministic generator, so every demo store gets the same reviews. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// Ratings of real shops skew high: about half five stars, a few ones and twos.
function drawRating(random: () => number): number {
  const r = random()
  return r < 0.52 ? 5 : r < 0.8 ? 4 : r < 0.9 ? 3 : r < 0.96 ? 2 : 1
}

/** Reviews of one product: up to six distinct authors, comments that fit the kind of product and rating. */
export function planReviews(
  productIndex: number,
  mainCategory: string,
  authors: number,
  featured: boolean,
): ReviewPlan[] {
  const random = seededRandom(productIndex * 7919 + 17)
  const count = featured ? 3 + Math.floor(random() * 4) : Math.floor(random() * 6)
  const group = GROUP_OF_CATEGORY[mainCategory] ?? 'ropa'
  const first = Math.floor(random() * authors)
  const used = new Set<string>()
  return Array.from({ length: Math.min(count, authors) }, (_, i) => {
    const rating = drawRating(random)
    const bucket: Bucket = rating >= 3 ? (rating as Bucket) : 'low'
    const pool = [...BY_GROUP[group][bucket], ...GENERIC[bucket]].filter((c) => !used.has(c))
    const comment = pool[Math.floor(random() * pool.length)] ?? GENERIC[bucket][0]!
    used.add(comment)
    return { author: (first + i) % authors, rating, comment, age: random() }
  })
}
