import { describe, expect, test } from 'vitest'
import { Lexicon } from './search-lexicon'
import { planSearch } from './search-plan'
import { synonymsOf } from './search-synonyms'
import { oneSlipApart, soundKey, trigrams, words } from './search-text'

const lexicon = new Lexicon(
  [
    'camiseta',
    'camisa',
    'chaqueta',
    'cuero',
    'negra',
    'azul',
    'pantalon',
    'zapatilla',
    'bufanda',
    'casa',
    'jogger',
    'indigo',
  ].map((word) => ({ word, sound: soundKey(word), inTitle: true, count: 1 })),
)

describe('search text', () => {
  test('words are folded like f_unaccent(lower(...)) and split on anything but letters and digits', () => {
    expect(words('Pantalón AZUL, talla-32 ¡Ñandú!')).toEqual(['pantalon', 'azul', 'talla', '32', 'nandu'])
  })

  test("trigrams follow pg_trgm's padding", () => {
    expect([...trigrams('azul')]).toEqual(['  a', ' az', 'azu', 'zul', 'ul '])
  })

  test.each([
    ['chaqueta', 'chaketa'],
    ['camisa', 'camiza'],
    ['buzo', 'buso'],
    ['camiseta', 'camisetta'],
    ['bufanda', 'vufanda'],
    ['zapatilla', 'sapatiya'],
    ['general', 'jeneral'],
  ])('%s sounds like %s', (a, b) => {
    expect(soundKey(a)).toBe(soundKey(b))
  })

  test.each([
    ['pantalon', 'panatlon', true],
    ['camiseta', 'camsieta', true],
    ['camiseta', 'camisetta', true],
    ['camiseta', 'camiseta', true],
    ['camiseta', 'camisea', true],
    ['camiseta', 'camizeta', true],
    ['camiseta', 'camsietta', false],
    ['pantalon', 'pnatlaon', false],
    ['azul', 'azules', false],
  ])('%s and %s one slip apart: %s', (a, b, expected) => {
    expect(oneSlipApart(a, b)).toBe(expected)
    expect(oneSlipApart(b, a)).toBe(expected)
  })
})

describe('Lexicon.corrections', () => {
  test.each([
    ['camisetta', 'camiseta'],
    ['cuerro', 'cuero'],
    ['azull', 'azul'],
    ['chaketa', 'chaqueta'],
    ['pantalom', 'pantalon'],
    ['vufanda', 'bufanda'],
    ['panatlon', 'pantalon'],
    ['camsieta', 'camiseta'],
    ['zaptailla', 'zapatilla'],
    ['inidgo', 'indigo'],
  ])('%s -> %s', (typo, word) => {
    expect(lexicon.corrections(typo)[0]).toBe(word)
  })

  test('nothing close, no correction', () => {
    expect(lexicon.corrections('televisor')).toEqual([])
  })

  test('words added later are found', () => {
    const grown = new Lexicon()
    grown.add([{ word: 'poncho', sound: soundKey('poncho'), inTitle: true, count: 1 }])
    expect(grown.has('poncho')).toBe(true)
    expect(grown.corrections('ponco')).toEqual(['poncho'])
  })
})

describe('planSearch', () => {
  test('one group per word with synonyms, corrections and a prefix for the last word', () => {
    const plan = planSearch('Chompa de cuerro', lexicon)!
    expect(plan.text).toBe('chompa de cuerro')
    expect(plan.groups).toHaveLength(2)
    expect(plan.groups[0]!.terms).toEqual(expect.arrayContaining(['chompa', 'chaqueta', 'campera']))
    expect(plan.groups[0]!.typed).toEqual(['chompa'])
    expect(plan.groups[1]!.terms).toEqual(['cuerro', 'cuero', 'cuerro:*'])
  })

  test('a known word brings its singular, which stemming misses for loanwords', () => {
    const plan = planSearch('joggers', lexicon)!
    expect(plan.groups[0]!.terms).toEqual(expect.arrayContaining(['joggers', 'jogger']))
    expect(plan.groups[0]!.typed).toEqual(['joggers', 'joggers:*'])
  })

  test('nothing searchable gives no plan', () => {
    expect(planSearch('de la ¿?', lexicon)).toBeNull()
  })

  test('synonyms are found from plurals', () => {
    expect(synonymsOf('tenis')).toContain('zapatilla')
    expect(synonymsOf('sudaderas')).toContain('buso')
  })
})
