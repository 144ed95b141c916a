import { defineConfig } from 'vitest/config'

// The browser tests (DESIGN §9 "End to end"): Playwright driving Debian's Chromium against the
// built app (dist/) served by the real server. `npm run test:browser` (and `npm test`) build first;
// the files run one after another, each with its own server and browser (tests/browser/support/).
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
  },
})
