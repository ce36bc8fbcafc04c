import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { entryChunk, lucideNames } from './entry-chunk'

// lucide's entry as the package ships it (read from disk by the plugin): each icon under three names.
const lucide = path.join(
  mkdtempSync(path.join(tmpdir(), 'lucide-')),
  'node_modules/lucide-react/dist/esm/lucide-react.mjs',
)
const icon = (name: string) => path.join(path.dirname(lucide), `icons/${name}.mjs`)
mkdirSync(path.dirname(lucide), { recursive: true })
writeFileSync(
  lucide,
  ['Truck:truck', 'Heart:heart', 'Pencil:pencil']
    .map((pair) => pair.split(':'))
    .map(
      ([name, file]) =>
        `export { default as ${name}, default as ${name}Icon, default as Lucide${name} } from './icons/${file}.mjs';`,
    )
    .join('\n'),
)

// A module graph as Rollup's plugin context describes it: the entry, what it imports, and lazy pages.
const graph: Record<string, { isEntry?: boolean; importedIds: string[] }> = {
  '/app/src/main.tsx': {
    isEntry: true,
    importedIds: ['/app/src/router.tsx', '/app/node_modules/react/index.js'],
  },
  '/app/src/router.tsx': { importedIds: ['/app/src/format.ts', lucide] },
  '/app/src/format.ts': { importedIds: [] },
  '/app/src/routes/admin.tsx': { importedIds: ['/app/src/format.ts', '/app/src/chart.ts', lucide] },
  '/app/src/routes/shop.tsx': {
    importedIds: ['/app/src/format.ts', '/app/src/filters.ts', '/app/src/card.ts'],
  },
  '/app/src/routes/product.tsx': { importedIds: ['/app/src/card.ts', '/app/src/gallery.ts', lucide] },
  '/app/src/filters.ts': { importedIds: [] },
  '/app/src/card.ts': { importedIds: [] },
  '/app/src/gallery.ts': { importedIds: [] },
  '/app/src/chart.ts': { importedIds: [] },
  '/app/node_modules/react/index.js': { importedIds: [] },
  [lucide]: { importedIds: [icon('truck'), icon('heart'), icon('pencil')] },
}
// What the app's modules import from lucide-react.
const sources: Record<string, string> = {
  '/app/src/router.tsx': "import { Truck } from 'lucide-react'",
  '/app/src/routes/admin.tsx': "import { Pencil } from 'lucide-react'",
  '/app/src/routes/product.tsx': "import { Heart as Favourite, type LucideIcon } from 'lucide-react'",
}

function afterBuild() {
  const chunks = entryChunk(['src/routes/shop.tsx', 'src/routes/product.tsx'])
  const plugin = chunks.plugin as unknown as {
    transform: (code: string, id: string) => null
    buildEnd: (this: unknown) => void
  }
  for (const id of Object.keys(graph)) plugin.transform(sources[id] ?? '', id)
  plugin.buildEnd.call({
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => graph[id] ?? null,
  })
  return chunks
}

describe('the shell chunk (docs/decisions/023-static-assets-and-first-paint.md)', () => {
  test("holds the app's modules and the icons they name that the entry imports, directly or not", () => {
    const { inShell } = afterBuild()
    expect(inShell('/app/src/main.tsx')).toBe(true)
    expect(inShell('/app/src/format.ts')).toBe(true)
    expect(inShell(icon('truck'))).toBe(true)
  })

  test("leaves out what only lazy pages import (their icons too, though lucide's entry lists them all)", () => {
    const { inShell } = afterBuild()
    expect(inShell('/app/src/routes/admin.tsx')).toBe(false)
    expect(inShell('/app/src/chart.ts')).toBe(false)
    expect(inShell(icon('pencil'))).toBe(false)
    expect(inShell(icon('heart'))).toBe(false)
    expect(inShell('/app/node_modules/react/index.js')).toBe(false)
  })

  test("a store page's own modules travel in its chunk, those several pages share in one chunk", () => {
    const { pageGroup, inSharedPages } = afterBuild()
    expect(pageGroup('/app/src/filters.ts')).toBe('page-shop')
    expect(pageGroup('/app/src/gallery.ts')).toBe('page-product')
    expect(pageGroup(icon('heart'))).toBe('page-product')
    expect(inSharedPages('/app/src/card.ts')).toBe(true)
    expect(pageGroup('/app/src/card.ts')).toBeNull()
    expect(pageGroup('/app/src/format.ts')).toBeNull()
    expect(pageGroup('/app/src/routes/shop.tsx')).toBeNull()
    expect(pageGroup('/app/src/chart.ts')).toBeNull()
  })

  test('reads the names a module imports from lucide-react, renamed or not, types left out', () => {
    expect(lucideNames("import { Search, X as Close, type LucideIcon } from 'lucide-react'")).toEqual([
      'Search',
      'X',
    ])
  })
})
