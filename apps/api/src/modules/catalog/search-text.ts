// Text helpers of the catalogue search. Folding and words come from the shared lexicon
// (docs/product/search.md#lexicon); trigrams and sounds mirror pg_trgm so words can be compared in memory
// before the query is sent.
export { STOPWORDS, words } from '@vitrina/core/search/lexicon'

/** pg_trgm's trigrams of one word: padded with two spaces in front and one behind. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `
  const result = new Set<string>()
  for (let i = 0; i + 3 <= padded.length; i++) result.add(padded.slice(i, i + 3))
  return result
}

/**
 * How a Spanish word sounds, so spelling slips match: 'chaketa' ~ 'chaqueta', 'camiza' ~ 'camisa',
 * 'buso' ~ 'buzo', 'camisetta' ~ 'camiseta', 'vufanda' ~ 'bufanda', 'zapatiya' ~ 'zapatilla'.
 */
export function soundKey(word: string): string {
  return word
    .replace(/ch/g, 'ç')
    .replace(/qu(?=[ei])/g, 'k')
    .replace(/q/g, 'k')
    .replace(/c(?=[ei])/g, 's')
    .replace(/c/g, 'k')
    .replace(/z/g, 's')
    .replace(/gu(?=[ei])/g, 'ğ')
    .replace(/g(?=[ei])/g, 'j')
    .replace(/ğ/g, 'g')
    .replace(/ll(?=[aeiou])/g, 'y')
    .replace(/h/g, '')
    .replace(/[vw]/g, 'b')
    .replace(/ç/g, 'ch')
    .replace(/(.)\1+/g, '$1')
}

/**
 * Whether two words are at most one slip apart: a letter added, dropped, changed, or two neighbours swapped
 * ('panatlon' ~ 'pantalon', 'camsieta' ~ 'camiseta'). Swaps share few trigrams, so similarity alone misses them.
 */
export function oneSlipApart(a: string, b: string): boolean {
  if (a === b) return true
  if (Math.abs(a.length - b.length) > 1) return false
  let start = 0
  while (start < a.length && a[start] === b[start]) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--
    endB--
  }
  const restA = a.slice(start, endA)
  const restB = b.slice(start, endB)
  if (restA.length <= 1 && restB.length <= 1) return true
  return restA.length === 2 && restB.length === 2 && restA[0] === restB[1] && restA[1] === restB[0]
}
