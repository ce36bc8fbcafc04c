import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

type Graph = {
  getModuleIds: () => IterableIterator<string>
  getModuleInfo: (id: string) => { isEntry?: boolean; importedIds: readonly string[] } | null
}

// lucide-react's entry re-exports every icon (about 1,600 modules): followed through it, every icon any
// screen uses would count as the entry's own and travel in the shell. Each module's own icons are followed
// instead, by the names it imports from the package.
const LUCIDE_ENTRY = /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g

/** The values a module's source imports from lucide-react (`Search`, `X as Close` -> Search, X; no types). */
export function lucideNames(code: string): string[] {
  return [...code.matchAll(LUCIDE_IMPORT)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]!),
  )
}

/** Icon name -> its module's id, from lucide's entry (`export { default as Search, ... } from './icons/search.mjs'`). */
function lucideIcons(entryId: string, entryCode: string): Map<string, string> {
  const icons = new Map<string, string>()
  for (const m of entryCode.matchAll(/export\s*\{([^}]*)\}\s*from\s*'(\.\/icons\/[\w-]+\.mjs)'/g)) {
    const file = path.resolve(path.dirname(entryId), m[2]!)
    for (const name of m[1]!.split(',')) icons.set(name.trim().replace(/^default as /, ''), file)
  }
  return icons
}

/**
 * Every module `roots` import statically, directly or not, the roots included; through lucide's entry, only
 * the icons each module names (`iconsOf`).
 */
function staticClosure(graph: Graph, roots: string[], iconsOf: (id: string) => string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    if (LUCIDE_ENTRY.test(id)) return
    for (const child of graph.getModuleInfo(id)?.importedIds ?? []) visit(child)
    iconsOf(id).forEach(visit)
  }
  roots.forEach(visit)
  return seen
}

// The libraries have their own `framework` chunk; lucide's icons are the exception, one module each.
const ours = (id: string) =>
  !id.includes('node_modules') || /lucide-react[\\/]dist[\\/]esm[\\/]icons/.test(id)

/**
 * Chunk groups for vite.config.ts, found once the module graph is complete (before chunks are made):
 * `inShell`, the app's modules (and icons) that the entry script imports statically, directly or not; and
 * `pageGroup`, for what the pages the server preloads (`storePages`: home, shop, product, landing) import
 * besides the shell, the chunk it travels in: the page's own (`page-shop`) when one page needs it, a shared
 * `store-pages` when several do. A first visit loads the shell and its page's chunks, and never another
 * page's code; as dozens of files of about 1 KB each they would cost a phone on HTTP/1.1 (six connections,
 * slow 4G's round trips) several round trips before the first paint
 * (docs/decisions/023-static-assets-and-first-paint.md).
 */
export function entryChunk(storePages: string[]) {
  let shell = new Set<string>()
  const pagesOf = new Map<string, string[]>()
  const names = new Map<string, string[]>()
  const plugin: Plugin = {
    name: 'vitrina-entry-chunk',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('node_modules')) names.set(id, lucideNames(code))
      return null
    },
    buildEnd() {
      const ids = [...this.getModuleIds()]
      const entry = ids.find((id) => LUCIDE_ENTRY.test(id))
      const icons = entry ? lucideIcons(entry, readFileSync(entry, 'utf8')) : new Map<string, string>()
      const iconsOf = (id: string) => (names.get(id) ?? []).flatMap((name) => icons.get(name) ?? [])
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry)
      shell = staticClosure(this, entries, iconsOf)
      pagesOf.clear()
      for (const page of storePages) {
        const root = ids.find((id) => id.endsWith(page))
        if (!root) continue
        const name = path.basename(page).replace(/\.\w+$/, '')
        for (const id of staticClosure(this, [root], iconsOf)) {
          if (id === root || shell.has(id) || !ours(id)) continue
          pagesOf.set(id, [...(pagesOf.get(id) ?? []), name])
        }
      }
    },
  }
  return {
    plugin,
    inShell: (id: string) => shell.has(id) && ours(id),
    inSharedPages: (id: string) => (pagesOf.get(id)?.length ?? 0) > 1,
    pageGroup: (id: string): string | null => {
      const pages = pagesOf.get(id)
      return pages?.length === 1 ? `page-${pages[0]}` : null
    },
  }
}
