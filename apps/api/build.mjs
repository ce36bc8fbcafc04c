// Bundles the server (with @vitrina/core) into dist/server.js and the PGlite thread into dist/pglite-worker.js;
// npm packages stay external.
import { cpSync, rmSync } from 'node:fs'
import { build } from 'esbuild'

rmSync('dist', { recursive: true, force: true })
await build({
  // The embedded database's thread is a second entry, loaded beside the server (db/pglite-thread.ts).
  entryPoints: { server: 'src/server.ts', 'pglite-worker': 'src/pglite-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // @vitrina/core is TypeScript source inside the repo: bundle it instead of leaving it external.
  alias: { '@vitrina/core': '../../packages/core/src' },
  logLevel: 'info',
})
cpSync('src/db/migrations', 'dist/migrations', { recursive: true })
