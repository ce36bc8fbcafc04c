import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

// docs/decisions/023-static-assets-and-first-paint.md: the built files are compressed once, at their best
// levels, next to the originals (app.js -> app.js.br, app.js.gz); the server sends the stored file
// (@fastify/static preCompressed) and never compresses them per request.

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|map)$/i
/** The API's per-request compression threshold (apps/api/src/app.ts): smaller files travel as they are. */
export const MIN_BYTES = 1024

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dot files and folders (Vite's manifest in .vite) are never served.
    if (entry.name.startsWith('.')) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (entry.isFile()) yield full
  }
}

/** Writes `.br` (quality 11) and `.gz` (level 9) beside every compressible file of `dir`; returns how many. */
export function precompressDir(dir: string): number {
  let count = 0
  for (const file of [...files(dir)]) {
    if (!COMPRESSIBLE.test(file)) continue
    const raw = readFileSync(file)
    if (raw.length < MIN_BYTES) continue
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    })
    writeFileSync(`${file}.br`, br)
    writeFileSync(`${file}.gz`, gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }))
    count += 1
  }
  return count
}

/** Vite plugin: compresses the output folder once the bundle is written (production builds only). */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'vitrina-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      const count = precompressDir(outDir)
      this.info(`${count} archivos comprimidos con brotli 11 y gzip 9`)
    },
  }
}
