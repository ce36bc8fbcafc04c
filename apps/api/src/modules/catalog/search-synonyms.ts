// Words Colombian shoppers use for the same thing (docs/product/search.md#ranking). Each line is one group: a
// search for any word of a group also finds products named with the others. One word per entry, lowercase,
// without accents; plurals are found by the Spanish stemmer. A word may sit in several groups.
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['tenis', 'zapatilla', 'sneaker'],
  ['buso', 'buzo', 'saco', 'sudadera', 'hoodie', 'sueter', 'sweater'],
  ['jean', 'jeans', 'pantalon', 'vaquero', 'denim'],
  ['chompa', 'chaqueta', 'campera', 'casaca', 'chamarra'],
  ['camiseta', 'playera', 'remera', 'polera', 'franela'],
  ['camisa', 'blusa'],
  ['gorra', 'cachucha', 'gorro'],
  ['bolso', 'cartera', 'morral', 'mochila', 'maleta'],
  ['billetera', 'cartera', 'monedero'],
  ['medias', 'calcetines', 'soquetes'],
  ['chanclas', 'sandalias', 'chancletas'],
  ['pantaloneta', 'short', 'bermuda'],
  ['gafas', 'lentes', 'anteojos'],
  ['aretes', 'pendientes', 'topos'],
  ['correa', 'cinturon'],
  ['celular', 'movil', 'telefono'],
  ['portatil', 'laptop', 'computador'],
  ['audifonos', 'auriculares'],
  ['cobija', 'manta', 'frazada'],
  ['pocillo', 'taza', 'mug'],
  ['esfero', 'boligrafo', 'lapicero'],
  ['tinto', 'cafe'],
]

const byWord = new Map<string, Set<string>>()
for (const group of SYNONYM_GROUPS) {
  for (const word of group) {
    const set = byWord.get(word) ?? new Set<string>()
    for (const other of group) set.add(other)
    byWord.set(word, set)
  }
}

/** The words that mean the same as this one (itself included), or undefined when it has none. */
export function synonymsOf(word: string): ReadonlySet<string> | undefined {
  return byWord.get(word) ?? byWord.get(singular(word))
}

function singular(word: string): string {
  if (word.length > 4 && /[^aeiou]es$/.test(word)) return word.slice(0, -2)
  if (word.length > 3 && word.endsWith('s')) return word.slice(0, -1)
  return word
}
