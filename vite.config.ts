import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// The PWA (src/) is served under /app/ (SPEC §2: base path /app/, history mode). In development
// `vite` proxies the venue API to the reference server (`npm start` on :8080).
export default defineConfig({
  base: '/app/',
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true },
  server: { proxy: { '/api': 'http://localhost:8080', '/pay': 'http://localhost:8080' } },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
