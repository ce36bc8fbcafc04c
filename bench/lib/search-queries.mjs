// The search mix (docs/product/search.md#performance): 200 distinct queries, so each one misses the response
// cache and reaches the database. Fifty phrases a shopper of the generated catalogue would type, each with an
// accent, in four forms: as written, in the plural, without accents, and with a typo.

const PHRASES = [
  ['pantalón', 'pantalones'],
  ['cojín', 'cojines'],
  ['balón', 'balones'],
  ['camiseta clásica', 'camisetas clásicas'],
  ['polo clásico', 'polos clásicos'],
  ['camisa clásica', 'camisas clásicas'],
  ['jean clásico', 'jeans clásicos'],
  ['jogger clásico', 'joggers clásicos'],
  ['vestido caribeño', 'vestidos caribeños'],
  ['falda caribeña', 'faldas caribeñas'],
  ['chaqueta clásica', 'chaquetas clásicas'],
  ['buzo caribeño', 'buzos caribeños'],
  ['tenis clásico', 'tenis clásicos'],
  ['bota clásica', 'botas clásicas'],
  ['gorra caribeña', 'gorras caribeñas'],
  ['reloj clásico', 'relojes clásicos'],
  ['morral clásico', 'morrales clásicos'],
  ['bolso caribeño', 'bolsos caribeños'],
  ['taza de cerámica', 'tazas de cerámica'],
  ['cojín tropical', 'cojines tropicales'],
  ['vela aromática', 'velas aromáticas'],
  ['balón deportivo', 'balones deportivos'],
  ['botella térmica', 'botellas térmicas'],
  ['camiseta de algodón', 'camisetas de algodón'],
  ['pantalón de algodón', 'pantalones de algodón'],
  ['pantalón negro', 'pantalones negros'],
  ['pantalón azul', 'pantalones azules'],
  ['chompa caribeña', 'chompas caribeñas'],
  ['sudadera clásica', 'sudaderas clásicas'],
  ['zapatilla clásica', 'zapatillas clásicas'],
  ['mochila caribeña', 'mochilas caribeñas'],
  ['blusa clásica', 'blusas clásicas'],
  ['camisa de piqué', 'camisas de piqué'],
  ['buzo de algodón', 'buzos de algodón'],
  ['jogger de algodón', 'joggers de algodón'],
  ['reloj análogo', 'relojes análogos'],
  ['cojín decorativo clásico', 'cojines decorativos clásicos'],
  ['taza clásica', 'tazas clásicas'],
  ['vela clásica', 'velas clásicas'],
  ['falda clásica', 'faldas clásicas'],
  ['vestido clásico', 'vestidos clásicos'],
  ['camiseta térmica', 'camisetas térmicas'],
  ['polo caribeño', 'polos caribeños'],
  ['morral caribeño', 'morrales caribeños'],
  ['bolso clásico', 'bolsos clásicos'],
  ['gorra clásica', 'gorras clásicas'],
  ['chaqueta caribeña', 'chaquetas caribeñas'],
  ['jean índigo', 'jeans índigo'],
  ['pantalón gris carbón', 'pantalones gris carbón'],
  ['camiseta café', 'camisetas café'],
]

const stripAccents = (text) => text.normalize('NFD').replace(/\p{M}/gu, '')

/** One typo in the longest word: a doubled, dropped or swapped letter, in turn. */
function typo(phrase, n) {
  const words = phrase.split(' ')
  const k = words.reduce((best, w, i) => (w.length > words[best].length ? i : best), 0)
  const w = words[k]
  const at = Math.floor(w.length / 2)
  const variants = [
    w.slice(0, at + 1) + w.slice(at),
    w.slice(0, at) + w.slice(at + 1),
    w.slice(0, at - 1) + w[at] + w[at - 1] + w.slice(at + 1),
  ]
  words[k] = variants.find((v, i) => i >= n % 3 && v !== w) ?? variants[0]
  return words.join(' ')
}

/** The 200 queries with their kind; throws if two would share a cache entry. */
export function searchMix() {
  const queries = PHRASES.flatMap(([singular, plural], n) => [
    { kind: 'plain', q: singular },
    { kind: 'plural', q: plural },
    // Singular and plural in turn, when the plural has an accent to lose ('cojines' has none).
    { kind: 'no accents', q: stripAccents(n % 2 && stripAccents(plural) !== plural ? plural : singular) },
    { kind: 'typo', q: typo(stripAccents(singular), n) },
  ])
  const keys = new Set(queries.map(({ q }) => q.toLowerCase()))
  if (keys.size !== queries.length) throw new Error('the search mix repeats a query')
  return queries
}
