import type { Plugin } from 'vite'

type Graph = {
  getModuleIds: () => IterableIterator<string>
  getModuleInfo: (id: string) => { isEntry?: boolean; importedIds: readonly string[] } | null
}

/** Every module `roots` import statically, directly or not, the roots included. */
function staticClosure(graph: Graph, roots: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    for (const child of graph.getModuleInfo(id)?.importedIds ?? []) visit(child)
  }
  roots.forEach(visit)
  return seen
}

// The libraries have their own `framework` chunk; lucide's icons are the exception, one module each.
const ours = (id: string) =>
  !id.includes('node_modules') || /lucide-react[\\/]dist[\\/]esm[\\/]icons/.test(id)

/**
 * Two chunk groups for vite.config.ts, found once the module graph is complete (before chunks are made):
 * `inShell`, the app's modules that the entry script imports statically, directly or not; and
 * `inStorePages`, those that the pages the server preloads (`storePages`: the shop, a product) import
 * besides. Every first visit loads the first, every visit that starts on such a page the second; as dozens
 * of files of about 1 KB each they cost a phone on HTTP/1.1 (six connections, slow 4G's round trips)
 * several round trips before the first paint (docs/decisions/023-static-assets-and-first-paint.md).
 */
export function entryChunk(storePages: string[]) {
  let shell = new Set<string>()
  let pages = new Set<string>()
  const plugin: Plugin = {
    name: 'vitrina-entry-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()]
      shell = staticClosure(
        this,
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
      )
      const roots = ids.filter((id) => storePages.some((page) => id.endsWith(page)))
      pages = staticClosure(this, roots)
      roots.forEach((id) => pages.delete(id))
    },
  }
  return {
    plugin,
    inShell: (id: string) => shell.has(id) && ours(id),
    inStorePages: (id: string) => !shell.has(id) && pages.has(id) && ours(id),
  }
}
