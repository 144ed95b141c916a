import { defineConfig } from 'vitest/config'

// The PWA (src/) is served under /app/ (SPEC §2: base path /app/, history mode).
// vitest reads its settings from the `test` block below.
export default defineConfig({
  base: '/app/',
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
