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
