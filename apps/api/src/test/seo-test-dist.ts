import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// Test helper: a built storefront shaped like Vite's output (apps/web/dist), with its own robots.txt.

export const PUBLIC_URL = 'https://tienda.example.co'

/**
 * The browser build in `<temp>/dist`; `serverEntry`, the source of a stand-in for the web build's server entry
 * (apps/web/src/entry-server.tsx), goes to `<temp>/dist-server/entry-server.js` as Vite would put it.
 */
export function createTestDist(serverEntry?: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'vitrina-seo-dist-'))
  const dist = path.join(root, 'dist')
  mkdirSync(path.join(dist, 'assets'), { recursive: true })
  if (serverEntry) {
    mkdirSync(path.join(root, 'dist-server'))
    writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), serverEntry)
  }
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html>
<html lang="es-CO">
  <head>
    <meta charset="UTF-8" />
    <title>Vitrina</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
  )
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n')
  return dist
}
