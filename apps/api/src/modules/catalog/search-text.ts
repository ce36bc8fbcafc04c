// Text helpers of the catalogue search. They mirror what PostgreSQL does with f_unaccent(lower(...))
// and pg_trgm, so words can be compared in memory before the query is sent.

/** Lowercase, accents and ñ folded, like f_unaccent(lower(text)) in migration 0000. */
function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** The words of a text, folded: letters and digits only. */
export function words(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

// Words that carry no meaning in a product search (the 'spanish' configuration drops them too).
export const STOPWORDS = new Set(
  'a al con de del e el en es la las lo los mi mis o para por que se sin su sus tu tus u un una unas unos y'.split(
    ' ',
  ),
)

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
