import { describe, expect, test } from 'vitest'
import { entryChunk } from './entry-chunk'

// A module graph as Rollup's plugin context describes it: the entry, what it imports, and a lazy page.
const graph: Record<string, { isEntry?: boolean; importedIds: string[] }> = {
  '/app/src/main.tsx': {
    isEntry: true,
    importedIds: ['/app/src/router.tsx', '/app/node_modules/preact/index.js'],
  },
  '/app/src/router.tsx': {
    importedIds: ['/app/src/format.ts', '/app/node_modules/lucide-react/dist/esm/icons/truck.js'],
  },
  '/app/src/format.ts': { importedIds: [] },
  '/app/src/routes/admin.tsx': { importedIds: ['/app/src/format.ts', '/app/src/chart.ts'] },
  '/app/src/routes/shop.tsx': { importedIds: ['/app/src/format.ts', '/app/src/filters.ts'] },
  '/app/src/filters.ts': { importedIds: [] },
  '/app/src/chart.ts': { importedIds: [] },
  '/app/node_modules/preact/index.js': { importedIds: [] },
  '/app/node_modules/lucide-react/dist/esm/icons/truck.js': { importedIds: [] },
}

function afterBuild() {
  const shell = entryChunk(['src/routes/shop.tsx'])
  const buildEnd = shell.plugin.buildEnd as (this: unknown) => void
  buildEnd.call({
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => graph[id] ?? null,
  })
  return shell
}

describe('the shell chunk (docs/decisions/023-static-assets-and-first-paint.md)', () => {
  test("holds the app's modules and icons that the entry imports, directly or not", () => {
    const { inShell } = afterBuild()
    expect(inShell('/app/src/main.tsx')).toBe(true)
    expect(inShell('/app/src/format.ts')).toBe(true)
    expect(inShell('/app/node_modules/lucide-react/dist/esm/icons/truck.js')).toBe(true)
  })

  test('leaves out what only lazy pages import, and the libraries of the framework chunk', () => {
    const { inShell } = afterBuild()
    expect(inShell('/app/src/routes/admin.tsx')).toBe(false)
    expect(inShell('/app/src/chart.ts')).toBe(false)
    expect(inShell('/app/node_modules/preact/index.js')).toBe(false)
  })

  test("the store pages' chunk holds what a server-preloaded page imports besides the shell", () => {
    const { inStorePages } = afterBuild()
    expect(inStorePages('/app/src/filters.ts')).toBe(true)
    expect(inStorePages('/app/src/format.ts')).toBe(false)
    expect(inStorePages('/app/src/routes/shop.tsx')).toBe(false)
    expect(inStorePages('/app/src/chart.ts')).toBe(false)
  })
})
