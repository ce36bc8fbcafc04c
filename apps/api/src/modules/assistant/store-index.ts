import type { Product } from '@vitrina/core/schemas/catalog'
import type { Db } from '../../db/client'
import type { ChangeBus } from '../../lib/change-bus'
import { CATALOG_TOPIC } from '../../lib/change-topics'
import { listProducts, resolveListQuery } from '../catalog/product-list.service'
import { listCategories } from '../categories/categories.service'
import { trainIntentClassifier, type IntentClassifier } from './intent-classifier'
import { exampleDocuments, storeDocuments } from './intent-corpus'
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
}

export interface StoreIndex {
  classifier: IntentClassifier
  categories: CategoryDocument[]
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
  const classifier = await trainIntentClassifier([
    ...exampleDocuments(),
    ...storeDocuments(categories, names, knowledge),
  ])
  return {
    classifier,
    categories: categories.map((c, i) => ({
      slug: c.slug,
      name: c.name,
      own: new Set(ownStemsOf(`${c.name} ${c.description ?? ''}`)),
      products: products[i]!.map((p) => new Set(ownStemsOf(`${p.name} ${p.description}`))),
    })),
  }
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
