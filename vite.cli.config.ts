import { relative } from 'node:path'
import { defineConfig, type Plugin } from 'vite'

/**
 * The `comanda` command built (issue #17.7): one ES module per verb group, bundled with its
 * dependencies so that Node starts it without compiling TypeScript; `cli/comanda.js` runs it while
 * no source it was built from changed since the build began (sources.json: the build's start and
 * the sources, the dependency lock and the build's own configuration), else runs the sources
 * through tsx. Native and optional database drivers stay outside the bundle.
 */
function sourceList(): Plugin {
  let startedAt = 0
  return {
    name: 'comanda-cli-sources',
    buildStart() {
      startedAt = Date.now()
    },
    generateBundle(_options, bundle) {
      const sources = new Set<string>()
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        for (const id of output.moduleIds) if (!id.includes('node_modules') && !id.includes('\0') && !id.startsWith('__')) sources.add(relative(process.cwd(), id))
      }
      for (const file of ['package.json', 'package-lock.json', 'tsconfig.json', 'vite.cli.config.ts']) sources.add(file)
      this.emitFile({ type: 'asset', fileName: 'sources.json', source: JSON.stringify({ startedAt, sources: [...sources].sort() }) })
    },
  }
}

export default defineConfig({
  publicDir: false,
  plugins: [sourceList()],
  ssr: { noExternal: true, external: ['better-sqlite3', 'pg', 'pg-native'] },
  build: {
    ssr: 'cli/main.ts',
    outDir: 'dist-cli',
    emptyOutDir: true,
    sourcemap: true,
    target: 'node20',
    rollupOptions: { output: { format: 'es', entryFileNames: 'comanda.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' } },
  },
})
