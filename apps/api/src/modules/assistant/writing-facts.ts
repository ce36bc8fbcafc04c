import type { Category } from '@vitrina/core/schemas/categories'
import type { Db } from '../../db/client'
import type { StoreIndex } from './store-index'
import type { Lexicon } from '../catalog/search-lexicon'
import { joinList, type StoreKnowledge } from './store-knowledge'

// What the writing helpers draft from: the store's own name, contact data, categories and texts, plus
// small text tools shared by the drafts.

export interface WritingFacts {
  db: Db
  lexicon: Lexicon
  knowledge: StoreKnowledge
  categories: Category[]
  /** The chat's understanding, so a reply draft answers what the customer asked. */
  index: StoreIndex
}

/** The briefing as clean sentences: trimmed, capitalised, each ending with a full stop. */
export function sentences(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\n+|(?<=[.!?])\s+/)
    .map((s) => s.replace(/^[-*•\s]+/, '').trim())
    .filter(Boolean)
    .map((s) => capitalise(/[.!?]$/.test(s) ? s : `${s}.`))
}

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

const SMALL_WORDS = new Set([
  'y',
  'e',
  'o',
  'u',
  'de',
  'del',
  'la',
  'las',
  'el',
  'los',
  'en',
  'para',
  'con',
  'sin',
  'a',
  'al',
  'por',
])

/** 'ropa de baño para niños' -> 'Ropa de Baño para Niños' (Spanish titles keep small words lowercase). */
export function titleCase(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : capitalise(w)))
    .join(' ')
}

/** The city of the store's address ('Calle 10 # 43D-25, El Poblado, Medellín, Antioquia' -> Medellín). */
export function storeCity(settings: Record<string, string>): string | null {
  const parts = (settings.contact_address ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  if (parts.length >= 3) return parts.at(-2)!
  return parts.length === 2 ? parts[1]! : null
}

/** What the store sells, in words: 'camisetas, calzado y artesanías colombianas'. */
export function whatWeSell(categories: Category[], max = 4): string {
  const named = [...categories]
    .sort((a, b) => b.product_count - a.product_count)
    .slice(0, max)
    .map((c) => c.name.toLowerCase())
  return named.length ? joinList(named) : 'productos seleccionados con cuidado'
}

/** How to reach the store, for the end of a text: 'hola@tienda.co o al +57 …'. */
export function contactLine(settings: Record<string, string>): string {
  const email = settings.contact_email?.trim()
  const phone = settings.contact_phone?.trim()
  if (email && phone) return `escríbenos a ${email} o llámanos al ${phone}`
  if (email) return `escríbenos a ${email}`
  if (phone) return `llámanos al ${phone}`
  return 'escríbenos desde la página de contacto'
}
