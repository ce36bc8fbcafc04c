import { describe, expect, test } from 'vitest'
import { searchSynonymInputSchema, splitSynonymWords, synonymGroupKey } from '../schemas/search-synonyms'
import {
  buildThesaurus,
  expandQuery,
  expandWord,
  foldText,
  normalizeWord,
  singular,
  SYNONYM_GROUPS,
  words,
} from './lexicon'

// docs/product/search.md#lexicon: the shared Spanish/Colombian lexicon of the search and the assistant.

describe('folding and words', () => {
  test('lowercase, accents and ñ folded like f_unaccent(lower(...))', () => {
    expect(foldText('Pantalón ÑANDÚ Café')).toBe('pantalon nandu cafe')
    expect(words('Pantalón AZUL, talla-32 ¡Ñandú!')).toEqual(['pantalon', 'azul', 'talla', '32', 'nandu'])
  })

  test.each([
    ['camisetas', 'camiseta'],
    ['pantalones', 'pantalon'],
    ['calcetines', 'calcetin'],
    ['collares', 'collar'],
    ['lapices', 'lapiz'],
    ['jeans', 'jean'],
    ['zapatos', 'zapato'],
    ['tenis', 'tenis'],
    ['gas', 'gas'],
    ['buso', 'buso'],
  ])('singular(%s) = %s', (plural, one) => {
    expect(singular(plural)).toBe(one)
  })

  test('normalizeWord folds and makes singular', () => {
    expect(normalizeWord('Pantalónes')).toBe('pantalon')
    expect(normalizeWord('Sudaderas')).toBe('sudadera')
  })
})

describe('synonyms', () => {
  test.each([
    ['tenis', 'zapatilla'],
    ['buso', 'saco'],
    ['saco', 'sudadera'],
    ['sudadera', 'hoodie'],
    ['jean', 'vaquero'],
    ['capota', 'capucha'],
    ['medias', 'calcetin'],
    ['chaqueta', 'chamarra'],
    ['pantaloneta', 'short'],
    ['morral', 'mochila'],
  ])('%s finds %s, and back', (a, b) => {
    expect(expandWord(a)).toContain(b)
    expect(expandWord(b)).toContain(normalizeWord(a))
  })

  test("'zapatos' also finds the category word 'calzado', not the other way round", () => {
    expect(expandWord('zapatos')).toEqual(expect.arrayContaining(['zapatos', 'zapato', 'calzado']))
    expect(expandWord('calzado')).not.toContain('zapato')
  })

  test('a word without synonyms expands to itself (and its singular)', () => {
    expect(expandWord('hamaca')).toContain('chinchorro')
    expect(expandWord('televisores')).toEqual(['televisores', 'televisor'])
  })

  test('the built-in groups hold single folded words', () => {
    for (const group of SYNONYM_GROUPS) for (const w of group) expect(w).toMatch(/^[a-z0-9]+$/)
  })

  test('expandQuery gives one group per word, stop words dropped, the typed word first', () => {
    const groups = expandQuery('Tenis de cuero ROJOS')
    expect(groups.map((g) => g[0])).toEqual(['tenis', 'cuero', 'rojos'])
    expect(groups[0]).toContain('zapatilla')
    expect(groups[2]).toContain('rojo')
  })

  test("the store's own groups join the built-in ones", () => {
    const thesaurus = buildThesaurus([
      ['pijama', 'piyama'],
      ['Morrales', 'Canguro'],
    ])
    expect(expandQuery('piyamas', thesaurus)[0]).toContain('pijama')
    // Groups are not chained: 'canguro' means 'morral', not everything 'morral' means.
    expect(thesaurus.expand('canguro')).toEqual(['canguro', 'morral'])
    expect(thesaurus.expand('morrales')).toEqual(expect.arrayContaining(['mochila', 'canguro']))
    expect(expandWord('pijama')).not.toContain('piyama')
  })
})

describe('staff synonym input', () => {
  test('words are kept as written in lowercase, once per normalised form, sorted by it', () => {
    const { words } = searchSynonymInputSchema.parse({
      words: ['Riñoneras', 'pijama', ' PIJAMAS ', 'Canguro'],
    })
    expect(words).toEqual(['canguro', 'pijama', 'riñoneras'])
    expect(synonymGroupKey(words)).toBe('canguro pijama rinonera')
    expect(synonymGroupKey(['Pijamas', 'CANGURO', 'riñonera'])).toBe('canguro pijama rinonera')
  })

  test.each([
    [['pijama'], 'Escribe al menos dos palabras distintas.'],
    [['pijamas', 'Pijama'], 'Escribe al menos dos palabras distintas.'],
    [['pantalón corto', 'short'], 'Cada sinónimo debe ser una sola palabra, sin espacios ni signos.'],
    [['', 'short'], 'Cada sinónimo debe ser una sola palabra, sin espacios ni signos.'],
  ])('%j is refused: %s', (input, message) => {
    const result = searchSynonymInputSchema.safeParse({ words: input })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })

  test('the form splits its text on commas, semicolons and line breaks', () => {
    expect(splitSynonymWords('pijama, piyama;\nmameluco ,, ')).toEqual(['pijama', 'piyama', 'mameluco'])
  })
})
