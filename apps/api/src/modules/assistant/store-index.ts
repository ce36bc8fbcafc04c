import type { Product } from '@vitrina/core/schemas/catalog'
import type { Db } from '../../db/client'
import type { ChangeBus } from '../../lib/change-bus'
import { CATALOG_TOPIC } from '../../lib/change-topics'
import { listProducts, resolveListQuery } from '../catalog/product-list.service'
import { listCategories } from '../categories/categories.service'
import { trainIntentClassifier, type IntentClassifier } from './intent-classifier'
import { exampleDocuments, storeDocuments } from './intent-corpus'
import { words } from '../catalog/search-text'
import { contentWords, plainSpelling, stem } from './chat-language'
import { ownStemsOf } from './shopper-entities'
import type { StoreKnowledge } from './store-knowledge'

// What the built-in assistant learns from the store at start-up (docs/assistant.md#understanding): the
// intent classifier, and each category as a bag of word stems (its name and description and its products'
// names and descriptions) so an activity or occasion ('hacer ejercicio', 'matrimonio') finds the categories
// whose own texts speak of it. Rebuilt on the next question after the catalogue changes.

export interface CategoryDocument {
  slug: string
  name: string
  /** Stems of the category's own name and description: what the store says it is for. */
  own: Set<string>
  /** Stems of each of its products' name and description. */
  products: Set<string>[]
  /** Stems of each of its products' name alone: what the products are called. */
  names: Set<string>[]
}

export interface StoreIndex {
  classifier: IntentClassifier
  categories: CategoryDocument[]
  /**
   * Stems of every word the store uses: its catalogue and the questions the classifier learnt (not its
   * out-of-scope examples).
   */
  vocabulary: Set<string>
}

// A category's products read for its document; enough to describe it.
const PRODUCTS_PER_CATEGORY = 100

async function categoryProducts(db: Db, slug: string): Promise<Product[]> {
  const page = await listProducts(
    db,
    resolveListQuery({ category: slug, limit: PRODUCTS_PER_CATEGORY }),
    null,
  )
  return JSON.parse(page.json) as Product[]
}

export async function buildStoreIndex(db: Db, knowledge: StoreKnowledge): Promise<StoreIndex> {
  const categories = await listCategories(db)
  const products = await Promise.all(categories.map((c) => categoryProducts(db, c.slug)))
  const names = [...new Set(products.flat().map((p) => p.name))]
  const documents = [...exampleDocuments(), ...storeDocuments(categories, names, knowledge)]
  const classifier = await trainIntentClassifier(documents)
  const texts = [
    ...documents.filter((d) => d.intent !== 'out_of_scope').map((d) => d.text),
    ...categories.map((c) => `${c.name} ${c.description ?? ''}`),
    ...products.flat().map((p) => `${p.name} ${p.brand ?? ''} ${p.description}`),
  ]
  return {
    classifier,
    categories: categories.map((c, i) => ({
      slug: c.slug,
      name: c.name,
      own: new Set(ownStemsOf(`${c.name} ${c.description ?? ''}`)),
      products: products[i]!.map((p) => new Set(ownStemsOf(`${p.name} ${p.description}`))),
      names: products[i]!.map((p) => new Set(ownStemsOf(p.name))),
    })),
    vocabulary: new Set(texts.flatMap((t) => words(t).map(stem))),
  }
}

/** The names of the categories with a product named with all these words ('botas' -> Calzado). */
export function categoriesNaming(index: StoreIndex, words: readonly string[]): string[] {
  const stems = words.flatMap((w) => ownStemsOf(w))
  if (!stems.length) return []
  return index.categories
    .filter((c) => c.names.some((name) => stems.every((s) => name.has(s))))
    .map((c) => c.name)
}

/**
 * The content words of a message the store never uses, in its catalogue, its texts or the shopping
 * questions it learnt ('¿cuál es la mejor serie de Netflix?' -> serie, netflix). The classifier cannot read
 * them: it weighs only the words it learnt, so such a message may look sure of anything.
 */
export function wordsStoreLacks(index: StoreIndex, knowledge: StoreKnowledge, text: string): string[] {
  const passages = knowledge.passages
  return contentWords(plainSpelling(text))
    .filter((w) => !/\d/.test(w))
    .filter((w) => {
      const s = stem(w)
      const own = ownStemsOf(w)
      const inCatalogue = index.categories.some((c) => c.products.some((p) => own.every((o) => p.has(o))))
      return (
        !inCatalogue &&
        !index.vocabulary.has(s) &&
        !passages.some((p) => p.stems.has(s) || p.titleStems.has(s))
      )
    })
}

const sources = new WeakMap<ChangeBus, (knowledge: StoreKnowledge) => Promise<StoreIndex>>()

/** The store's index, built once and again after a catalogue change (the old one answers meanwhile). */
export function storeIndexSource(
  db: Db,
  changes: ChangeBus,
): (knowledge: StoreKnowledge) => Promise<StoreIndex> {
  const existing = sources.get(changes)
  if (existing) return existing
  let current: Promise<StoreIndex> | null = null
  let stale = false
  changes.subscribe(CATALOG_TOPIC, () => {
    stale = true
  })
  const source = async (knowledge: StoreKnowledge) => {
    if (current && stale) {
      stale = false
      const previous = current
      const next = buildStoreIndex(db, knowledge)
      current = next.catch(() => previous)
      return previous
    }
    current ??= buildStoreIndex(db, knowledge).catch((err: unknown) => {
      current = null
      throw err
    })
    return current
  }
  sources.set(changes, source)
  return source
}
