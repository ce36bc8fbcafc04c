import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { createRequire } from 'node:module'
import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { entryChunk } from './build/entry-chunk.ts'
import { precompress } from './build/precompress.ts'

// In production the API serves the built app from the same origin; in development Vite forwards
// every server-owned path to it so the browser still sees one origin (no CORS, same cookies).
const API_ORIGIN = 'http://localhost:3000'

// react-router's package exports name only its development build (warnings and checks included); the
// production build sits beside it (docs/decisions/023-static-assets-and-first-paint.md).
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
)
const productionReactRouter = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
]

// The pages whose heads the server writes with their chunks (apps/api modules/seo/first-paint.ts).
const shell = entryChunk([
  'src/routes/home.tsx',
  'src/routes/shop.tsx',
  'src/routes/product.tsx',
  'src/routes/landing.tsx',
])

// The screens behind a sign-in (src/routes/admin/*, src/routes/account/*): their chunks are named after their
// area, and load when one opens.
const SIGNED_IN_ROUTE = /[\\/]src[\\/]routes[\\/](admin|account)[\\/]/
const SIGNED_IN_CHUNK = /(^|\/)(admin|account)-[^/]+\.js$/

// `vite build --ssr src/entry-server.tsx`: the same app as a Node module the API renders store pages with
// (apps/api modules/seo/store-renderer.ts), in dist-server; styles and assets come from the browser build.
// React and the libraries are bundled in, as their production builds: the API needs nothing else to render.
const serverBuild = {
  plugins: [react()],
  build: { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false },
  ssr: { noExternal: true as const },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild ? serverBuild.plugins : [react(), tailwindcss(), precompress(), shell.plugin],
  ...(isSsrBuild ? { ssr: serverBuild.ssr, define: serverBuild.define } : {}),
  resolve: {
    // React itself, never another renderer: the tests, the dev server and the build run the same React
    // (docs/decisions/026-react-in-the-browser.md).
    alias: command === 'build' ? productionReactRouter : [],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': API_ORIGIN,
      '/uploads': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
      '/sitemap.xml': API_ORIGIN,
      '/robots.txt': API_ORIGIN,
    },
  },
  build: isSsrBuild
    ? serverBuild.build
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json: the server preloads a page's chunks from it (modules/seo/first-paint.ts).
        manifest: true,
        // A back-office or account screen's chunks load when it opens, not ahead: the storefront's first script
        // then carries no list of their files (docs/decisions/023-static-assets-and-first-paint.md).
        modulePreload: {
          resolveDependencies: (file: string, deps: string[]) => (SIGNED_IN_CHUNK.test(file) ? [] : deps),
        },
        rolldownOptions: {
          output: {
            chunkFileNames: (chunk: { facadeModuleId?: string | null }) => {
              const area = SIGNED_IN_ROUTE.exec(chunk.facadeModuleId ?? '')?.[1]
              return area ? `assets/${area}-[name]-[hash].js` : 'assets/[name]-[hash].js'
            },
            // The libraries every screen needs travel as one long-cached file instead of a dozen small ones
            // (each compressed alone costs more). Lazily used ones (zod, leaflet, lightbox) stay with their screens.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zustand)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](?!icons)/,
                },
                // The app's own modules that the entry loads, and the icons among them: one file, not thirty.
                {
                  name: 'shell',
                  test: shell.inShell,
                },
                // What the store pages import besides the shell: one file for what several share (claimed first,
                // so no page's own file takes it), then each page's own.
                { name: 'store-pages', test: shell.inSharedPages },
                { name: shell.pageGroup },
                // The icons of every other screen: one long-cached file rather than one request per icon.
                { name: 'icons', test: /lucide-react[\\/]dist[\\/]esm[\\/]icons/ },
              ],
            },
          },
        },
      },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Router tests load lazy pages through the module graph: seconds when the machine is busy.
    testTimeout: 20_000,
  },
}))
