import { asc, eq } from 'drizzle-orm'
import { type SearchSynonym, synonymGroupKey } from '@vitrina/core/schemas/search-synonyms'
import type { Db } from '../../db/client'
import { searchSynonyms } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'

// docs/product/search.md#staff-synonyms: the store's own synonym groups, oldest first.

const NOT_FOUND = 'Grupo de sinónimos no encontrado.'
const TAKEN = 'Ya existe un grupo con esas mismas palabras.'

const columns = { id: searchSynonyms.id, words: searchSynonyms.words, updated_at: searchSynonyms.updated_at }

const toJson = (row: { id: number; words: string[]; updated_at: Date }): SearchSynonym => ({
  ...row,
  updated_at: row.updated_at.toISOString(),
})

export async function listSearchSynonyms(db: Db): Promise<SearchSynonym[]> {
  return (await db.select(columns).from(searchSynonyms).orderBy(asc(searchSynonyms.id))).map(toJson)
}

async function ensureGroupFree(db: Db, key: string, exceptId?: number) {
  const [other] = await db
    .select({ id: searchSynonyms.id })
    .from(searchSynonyms)
    .where(eq(searchSynonyms.key, key))
  if (other && other.id !== exceptId) throw conflict(TAKEN, 'SEARCH_SYNONYM_TAKEN')
}

/** `words` come deduplicated and sorted from searchSynonymInputSchema. */
export async function createSearchSynonym(db: Db, words: string[]): Promise<SearchSynonym> {
  const key = synonymGroupKey(words)
  await ensureGroupFree(db, key)
  const [row] = await db.insert(searchSynonyms).values({ words, key }).returning(columns)
  return toJson(row!)
}

export async function updateSearchSynonym(db: Db, id: number, words: string[]): Promise<SearchSynonym> {
  const key = synonymGroupKey(words)
  await ensureGroupFree(db, key, id)
  const [row] = await db
    .update(searchSynonyms)
    .set({ words, key, updated_at: new Date() })
    .where(eq(searchSynonyms.id, id))
    .returning(columns)
  if (!row) throw notFound(NOT_FOUND, 'SEARCH_SYNONYM_NOT_FOUND')
  return toJson(row)
}

export async function deleteSearchSynonym(db: Db, id: number): Promise<void> {
  const [row] = await db
    .delete(searchSynonyms)
    .where(eq(searchSynonyms.id, id))
    .returning({ id: searchSynonyms.id })
  if (!row) throw notFound(NOT_FOUND, 'SEARCH_SYNONYM_NOT_FOUND')
}
