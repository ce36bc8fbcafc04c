import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// In production the API serves the built app from the same origin; in development Vite forwards
// every server-owned path to it so the browser still sees one origin (no CORS, same cookies).
const API_ORIGIN = 'http://localhost:3000'

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
})
