import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// Test helper: a built storefront shaped like Vite's output (apps/web/dist), with its own robots.txt.

export const PUBLIC_URL = 'https://tienda.example.co'

export function createTestDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'vitrina-seo-dist-'))
  mkdirSync(path.join(dist, 'assets'))
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
