import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

// The storefront's initial JavaScript (docs/product/search.md#performance: under 150 KB gzipped for / and
// /tienda), from the build. What a first visit downloads before the page can render: the entry script of
// index.html and the chunks it preloads, closed over their static imports. A route whose page is a lazy chunk
// (React.lazy, named after its module by Rollup: routes/shop.tsx -> shop-<hash>.js) also needs that chunk and
// its static imports, which the entry's import() fetches on the first visit. Gzip at zlib's default level, as
// Vite reports it.

const STATIC_IMPORT = /(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']\.\/([\w.-]+\.js)["']/g

function attributes(tag) {
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
}

export function storefrontJs(webDist, routes) {
  const assets = path.join(webDist, 'assets')
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8')
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((m) => attributes(m[0]))
  const roots = tags
    .filter((a) => (a.type === 'module' && a.src) || (a.rel === 'modulepreload' && a.href))
    .map((a) => path.basename(a.src ?? a.href))
  const code = (file) => readFileSync(path.join(assets, file))

  const closure = (files) => {
    const seen = new Set()
    const visit = (file) => {
      if (seen.has(file) || !existsSync(path.join(assets, file))) return
      seen.add(file)
      for (const m of code(file).toString().matchAll(STATIC_IMPORT)) visit(m[1])
    }
    files.forEach(visit)
    return seen
  }
  const initial = closure(roots)
  const initialCode = [...initial].map((f) => code(f).toString()).join('\n')
  const chunks = readdirSync(assets).filter((f) => f.endsWith('.js'))

  const sizeOf = (files) => {
    const sizes = [...files].map((f) => ({ raw: code(f).length, gzip: gzipSync(code(f)).length }))
    return { count: sizes.length, raw: sum(sizes, 'raw'), gzip: sum(sizes, 'gzip') }
  }
  const shell = sizeOf(initial)

  return routes.map(({ path: route, module }) => {
    // The route's own chunk, if it has one: named after its module, imported (lazily) by the initial code.
    const lazy = chunks.filter(
      (f) =>
        new RegExp(`^${module}-[\\w-]{8}\\.js$`).test(f) && !initial.has(f) && initialCode.includes(`./${f}`),
    )
    const page = sizeOf([...closure(lazy)].filter((f) => !initial.has(f)))
    return { route, lazy, shell, page, gzip: shell.gzip + page.gzip, raw: shell.raw + page.raw }
  })
}

const sum = (sizes, key) => sizes.reduce((total, s) => total + s[key], 0)
