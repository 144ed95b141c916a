import { describe, expect, it } from 'vitest'
import { startChunkOf } from '../../../src/platform/startChunks'

// Issue #14: the code a venue page loads after its first paint comes as one chunk per start
// import, not as some thirty chunks asked for one round trip after another.
const imports: Record<string, string[]> = {
  '/app/commands/registry.ts': ['/app/domain/cart.ts', '/app/node_modules/io-ts/es6/index.js', '/app/src/shell/shell.css'],
  '/app/domain/cart.ts': ['/app/domain/money.ts'],
  '/app/domain/money.ts': [],
  '/app/node_modules/io-ts/es6/index.js': ['/app/node_modules/fp-ts/es6/Either.js'],
  '/app/node_modules/fp-ts/es6/Either.js': [],
  '/app/src/shell/shell.css': [],
  '/app/src/venue/venueSession.ts': ['/app/commands/registry.ts', '/app/api/client.ts', '/app/node_modules/rxjs/dist/esm/index.js'],
  '/app/api/client.ts': ['/app/domain/money.ts'],
  '/app/node_modules/rxjs/dist/esm/index.js': [],
  '/app/src/pwa/PwaLayer.tsx': ['/app/node_modules/@mantine/core/esm/index.mjs', '/app/src/pwa/RefreshOverlay.tsx'],
  '/app/node_modules/@mantine/core/esm/index.mjs': ['/app/node_modules/@mantine/core/esm/components/NumberInput/NumberInput.mjs', '/app/src/pwa/inMantine.ts'],
  '/app/node_modules/@mantine/core/esm/components/NumberInput/NumberInput.mjs': [],
  '/app/src/pwa/RefreshOverlay.tsx': [],
  '/app/src/pwa/inMantine.ts': [],
  '/app/src/screens/Checkout.tsx': ['/app/domain/checkoutForm.ts'],
  '/app/domain/checkoutForm.ts': [],
}
const chunkOf = startChunkOf({ ids: Object.keys(imports), staticImports: (id) => imports[id] ?? [] })

describe('start chunks (issue #14)', () => {
  it("puts each start import's static imports in its chunk, the libraries of the event core included", () => {
    expect(chunkOf.get('/app/commands/registry.ts')).toBe('start-commands')
    expect(chunkOf.get('/app/domain/cart.ts')).toBe('start-commands')
    expect(chunkOf.get('/app/node_modules/io-ts/es6/index.js')).toBe('start-commands')
    expect(chunkOf.get('/app/node_modules/fp-ts/es6/Either.js')).toBe('start-commands')
    expect(chunkOf.get('/app/src/pwa/RefreshOverlay.tsx')).toBe('start-pwa')
  })

  it('leaves in the earlier chunk what an earlier start import brought (the session uses the commands)', () => {
    expect(chunkOf.get('/app/domain/money.ts')).toBe('start-commands')
    expect(chunkOf.get('/app/src/venue/venueSession.ts')).toBe('start-session')
    expect(chunkOf.get('/app/api/client.ts')).toBe('start-session')
    expect(chunkOf.get('/app/node_modules/rxjs/dist/esm/index.js')).toBe('start-session')
  })

  it("neither follows Mantine's index (every component) nor takes stylesheets or what no start import reaches", () => {
    expect(chunkOf.has('/app/node_modules/@mantine/core/esm/index.mjs')).toBe(false)
    expect(chunkOf.has('/app/node_modules/@mantine/core/esm/components/NumberInput/NumberInput.mjs')).toBe(false)
    expect(chunkOf.has('/app/src/pwa/inMantine.ts')).toBe(false)
    expect(chunkOf.has('/app/src/shell/shell.css')).toBe(false)
    expect(chunkOf.has('/app/src/screens/Checkout.tsx')).toBe(false)
    expect(chunkOf.has('/app/domain/checkoutForm.ts')).toBe(false)
  })

  it('skips a start import the build does not have', () => {
    const without = startChunkOf({ ids: ['/app/src/pwa/PwaLayer.tsx'], staticImports: () => [] })
    expect([...without]).toEqual([['/app/src/pwa/PwaLayer.tsx', 'start-pwa']])
  })
})
