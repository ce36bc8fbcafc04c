// Bundles the server (with @vitrina/core) into dist/server.js; npm packages stay external.
import { cpSync, rmSync } from 'node:fs'
import { build } from 'esbuild'

rmSync('dist', { recursive: true, force: true })
await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
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
