import { z } from 'zod'
import { normalizeWord } from '../search/lexicon'

// docs/product/search.md#staff-synonyms: staff add their own groups of words that mean the same thing.

export const SYNONYM_GROUP_MAX_WORDS = 12
const WORD_MAX_LENGTH = 30
const ONE_WORD = 'Cada sinónimo debe ser una sola palabra, sin espacios ni signos.'
const TOO_FEW = 'Escribe al menos dos palabras distintas.'

export const searchSynonymSchema = z.object({
  id: z.number().int(),
  words: z.array(z.string()),
  updated_at: z.string(),
})
export type SearchSynonym = z.infer<typeof searchSynonymSchema>
export const searchSynonymListSchema = z.array(searchSynonymSchema)

const word = z
  .string({ error: ONE_WORD })
  .trim()
  .min(1, ONE_WORD)
  .max(WORD_MAX_LENGTH, `Cada palabra admite como máximo ${WORD_MAX_LENGTH} caracteres.`)
  .regex(/^[\p{L}\d]+$/u, ONE_WORD)

/**
 * A group as staff type it: lowercase, accents kept for display, one word per meaning-equal form ('Pijamas' and
 * 'pijama' are the same word), sorted by that form. The search normalises each word itself.
 */
export const searchSynonymInputSchema = z.strictObject({
  words: z
    .array(word, { error: TOO_FEW })
    .max(SYNONYM_GROUP_MAX_WORDS, `Máximo ${SYNONYM_GROUP_MAX_WORDS} palabras por grupo.`)
    .transform((words) => {
      const byForm = new Map<string, string>()
      for (const w of words) if (!byForm.has(normalizeWord(w))) byForm.set(normalizeWord(w), w.toLowerCase())
      return [...byForm].sort(([a], [b]) => a.localeCompare(b)).map(([, w]) => w)
    })
    .refine((words) => words.length >= 2, TOO_FEW),
})

/** The same group always has the same key, however its words were written. */
export const synonymGroupKey = (words: readonly string[]) => words.map(normalizeWord).sort().join(' ')
export type SearchSynonymInput = z.input<typeof searchSynonymInputSchema>

/** The words of the form's text field: separated by commas, semicolons or line breaks. */
export function splitSynonymWords(text: string): string[] {
  return text
    .split(/[,;\n]+/)
    .map((w) => w.trim())
    .filter(Boolean)
}
