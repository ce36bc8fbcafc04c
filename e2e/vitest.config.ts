import { defineConfig } from 'vitest/config'

// Browser journeys: the built app on a throwaway data directory, driven in Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/server.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server, one browser per file; files run one after another on two cores.
    fileParallelism: false,
  },
})
