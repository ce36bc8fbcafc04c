import type { Plugin } from 'vite'

/**
 * The modules the entry script imports statically, directly or not, found when the module graph is
 * complete (before chunks are made): the chunk group test in vite.config.ts puts those of the app into
 * one `shell` chunk. Every first visit loads them anyway; as some thirty files of about 1 KB each they cost
 * a phone on HTTP/1.1 (six connections, slow 4G's round trips) several round trips before the first paint
 * (docs/decisions/023-static-assets-and-first-paint.md).
 */
export function entryChunk(): { plugin: Plugin; inShell: (id: string) => boolean } {
  const reachable = new Set<string>()
  const plugin: Plugin = {
    name: 'vitrina-entry-chunk',
    apply: 'build',
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry)
      const visit = (id: string) => {
        if (reachable.has(id)) return
        reachable.add(id)
        for (const child of this.getModuleInfo(id)?.importedIds ?? []) visit(child)
      }
      entries.forEach(visit)
    },
  }
  // The libraries have their own `framework` chunk; lucide's icons are the exception, one module each.
  const ours = (id: string) =>
    !id.includes('node_modules') || /lucide-react[\\/]dist[\\/]esm[\\/]icons/.test(id)
  return { plugin, inShell: (id) => reachable.has(id) && ours(id) }
}
