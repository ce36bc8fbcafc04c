import { defineConfig } from 'vitest/config'

// One runner for the three code bases; `npm run test:unit` runs them all.
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
})
