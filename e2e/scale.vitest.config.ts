import { defineConfig } from 'vitest/config'

// The multi-instance check (docs/operations.md#scaling-out): built server processes on PostgreSQL and
// Redis, started by the test itself. Needs `npm run build`, PostgreSQL and Redis.
export default defineConfig({
  test: {
    name: 'scale',
    root: import.meta.dirname,
    include: ['scale/**/*.scale.ts'],
    testTimeout: 60_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
})
