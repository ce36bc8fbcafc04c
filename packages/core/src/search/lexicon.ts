// The words Colombian shoppers use for products, shared by the catalogue search and the assistant
// (docs/product/search.md#lexicon). Pure functions over folded text: lowercase, no accents, ñ -> n.
//
//   foldText('Pantalón') === 'pantalon'        words('Buso, talla-M') -> ['buso', 'talla', 'm']
//   singular('camisetas') === 'camiseta'       expandWord('busos') -> ['buso', 'buzo', 'saco', ...]
//   expandQuery('tenis rojos') -> [['tenis', 'zapatilla', ...], ['rojo']]
//   buildThesaurus([['pijama', 'piyama']]) adds the store's own groups to the built-in ones.

/** A group of words that mean the same thing: a search for any of them finds the others. */
export type SynonymGroup = readonly string[]

/** Built-in synonym groups: one word per entry, folded and singular. A word may sit in several groups. */
export const SYNONYM_GROUPS: readonly SynonymGroup[] = [
  ['tenis', 'zapatilla', 'sneaker'],
  ['buso', 'buzo', 'saco', 'sudadera', 'hoodie', 'sueter', 'sweater'],
  ['jean', 'vaquero', 'denim', 'pantalon'],
  ['chaqueta', 'chamarra', 'campera', 'casaca', 'chompa', 'cazadora'],
  ['capota', 'capucha'],
  ['camiseta', 'playera', 'remera', 'polera', 'franela', 'polo'],
  ['camisa', 'blusa'],
  ['gorra', 'cachucha', 'gorro'],
  ['morral', 'mochila'],
  ['bolso', 'cartera', 'maleta', 'bandolera'],
  ['billetera', 'cartera', 'monedero'],
  ['media', 'calcetin', 'soquete'],
  ['chancla', 'sandalia', 'chancleta'],
  ['pantaloneta', 'short', 'bermuda'],
  ['falda', 'pollera'],
  ['gafa', 'lente', 'anteojo'],
  ['arete', 'pendiente', 'topo', 'zarcillo'],
  ['correa', 'cinturon'],
  ['collar', 'cadena'],
  ['celular', 'movil', 'telefono'],
  ['portatil', 'laptop', 'computador'],
  ['audifono', 'auricular'],
  ['cobija', 'manta', 'frazada'],
  ['pocillo', 'taza', 'mug', 'jarro'],
  ['esfero', 'boligrafo', 'lapicero'],
  ['tinto', 'cafe'],
  ['labial', 'pintalabios'],
  ['perfume', 'fragancia', 'parfum', 'colonia'],
  ['crema', 'locion'],
  ['tapete', 'esterilla'],
  ['termo', 'botella'],
  ['balon', 'pelota'],
  ['hamaca', 'chinchorro'],
  ['ruana', 'poncho'],
]

/**
 * One-way words: a search for the key also finds the broader words (a category name), not the reverse
 * ('zapatos' finds the whole 'Calzado' category; 'calzado' does not mean only shoes).
 */
export const BROADER_WORDS: Readonly<Record<string, readonly string[]>> = {
  zapato: ['calzado'],
  bota: ['calzado'],
  chancleta: ['calzado'],
  ropa: ['camiseta', 'camisa', 'pantalon', 'vestido', 'chaqueta'],
  joya: ['collar', 'arete', 'anillo', 'pulsera'],
  maquillaje: ['labial', 'belleza'],
  aseo: ['jabon', 'cuidado'],
  cocina: ['hogar'],
  decoracion: ['hogar'],
  mercado: ['despensa'],
}

/** Words that carry no meaning in a product search (PostgreSQL's 'spanish' configuration drops them too). */
export const STOPWORDS: ReadonlySet<string> = new Set(
  'a al con de del e el en es la las lo los mi mis o para por que se sin su sus tu tus u un una unas unos y'.split(
    ' ',
  ),
)

/** Lowercase, accents and diacritics removed (ñ -> n), like f_unaccent(lower(text)) in the database. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** The folded words of a text: runs of letters and digits. */
export function words(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

/** A folded word without its Spanish plural ending: 'camisetas' -> 'camiseta', 'pantalones' -> 'pantalon'. */
export function singular(word: string): string {
  if (word.length > 4 && /(?:ones|ores|ales|eles|ines|ares|eses)$/.test(word)) return word.slice(0, -2)
  if (word.length > 4 && /ces$/.test(word)) return `${word.slice(0, -3)}z`
  if (word.length > 3 && word.endsWith('s') && !/(?:is|ss|us)$/.test(word)) return word.slice(0, -1)
  return word
}

/** A word as the lexicon keys it: folded and singular. */
export function normalizeWord(word: string): string {
  const folded = words(word).join('')
  return singular(folded)
}

export interface Thesaurus {
  /** The word's synonyms and broader words (itself first), or just the word when it has none. */
  expand(word: string): string[]
}

/** The built-in groups plus the store's own (each word normalised); groups sharing a word stay separate. */
export function buildThesaurus(extraGroups: readonly SynonymGroup[] = []): Thesaurus {
  const byWord = new Map<string, Set<string>>()
  for (const group of [...SYNONYM_GROUPS, ...extraGroups]) {
    const normalised = group.map(normalizeWord).filter(Boolean)
    for (const word of normalised) {
      const set = byWord.get(word) ?? new Set<string>()
      for (const other of normalised) set.add(other)
      byWord.set(word, set)
    }
  }
  return {
    expand(word) {
      const key = normalizeWord(word)
      const result = new Set([word, key, ...(byWord.get(key) ?? [])])
      for (const w of [...result]) for (const broader of BROADER_WORDS[w] ?? []) result.add(broader)
      return [...result].filter(Boolean)
    },
  }
}

const BUILT_IN = buildThesaurus()

/** The word's synonyms from the built-in lexicon (itself first). */
export function expandWord(word: string, thesaurus: Thesaurus = BUILT_IN): string[] {
  return thesaurus.expand(word)
}

/** One synonym group per word of the query (stop words dropped), each starting with the word as typed. */
export function expandQuery(query: string, thesaurus: Thesaurus = BUILT_IN): string[][] {
  return words(query)
    .filter((w) => !STOPWORDS.has(w))
    .map((w) => thesaurus.expand(w))
}
