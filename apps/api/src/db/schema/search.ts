import { pgTable, serial, text } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './types'

// The store's own synonym groups (docs/product/search.md#staff-synonyms), added to the built-in lexicon of
// packages/core/src/search/lexicon.ts. Words are stored as staff wrote them (lowercase); `key` is their
// normalised forms (folded, singular), sorted and joined, so the same group cannot be saved twice.
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  words: text('words').array().notNull(),
  key: text('key').notNull().unique(),
  created_at: createdAt(),
  updated_at: updatedAt(),
})
