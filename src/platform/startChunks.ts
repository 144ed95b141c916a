import type { Plugin } from 'vite'

/**
 * The code every venue page loads right after its first paint (issue #14): the commands, the
 * guest's session, the extras and the install layer. Each is imported lazily, and each of their
 * modules went to whichever chunk the modules' other importers suggested: the session's code came
 * as some thirty chunks, each asked for once the chunk importing it arrived, eight round trips one
 * after another (half a second here, and 150 ms each on a phone's link) before the guest's cart and
 * orders showed. Here each start import brings its own code in one chunk, less what an earlier one
 * brought (the session uses the commands), and is still evaluated in a task of its own.
 */
const START_IMPORTS = [
  { name: 'start-commands', module: /[\\/]commands[\\/]registry\.ts$/ },
  { name: 'start-session', module: /[\\/]src[\\/]venue[\\/]venueSession\.ts$/ },
  { name: 'start-extras', module: /[\\/]src[\\/]extras[\\/]VenueExtrasLayer\.tsx$/ },
  { name: 'start-pwa', module: /[\\/]src[\\/]pwa[\\/]PwaLayer\.tsx$/ },
]

/**
 * The app's own modules and the libraries only its event core uses. Not Mantine's: its index
 * imports every component, so following it would bring the checkout's inputs to every page.
 */
const CAPTURED = (id: string) => !/[\\/]node_modules[\\/]/.test(id) || /[\\/]node_modules[\\/](io-ts|fp-ts|tslib|rxjs)[\\/]/.test(id)

interface ModuleGraph {
  ids: Iterable<string>
  staticImports: (id: string) => readonly string[]
}

/** Which start chunk each module goes to: the first start import whose static imports reach it. */
export function startChunkOf(graph: ModuleGraph): Map<string, string> {
  const chunkOf = new Map<string, string>()
  const ids = [...graph.ids]
  for (const { name, module } of START_IMPORTS) {
    const root = ids.find((id) => module.test(id))
    if (!root) continue
    const pending = [root]
    while (pending.length > 0) {
      const id = pending.pop()!
      if (chunkOf.has(id) || id.endsWith('.css') || !CAPTURED(id)) continue
      chunkOf.set(id, name)
      pending.push(...graph.staticImports(id))
    }
  }
  return chunkOf
}

/** The build step that reads the module graph, and the chunk groups it answers (below the first screen's). */
export function startChunks(): { plugin: Plugin; groups: { name: string; test: (id: string) => boolean }[] } {
  let chunkOf = new Map<string, string>()
  const plugin: Plugin = {
    name: 'comanda-start-chunks',
    apply: 'build',
    buildEnd() {
      chunkOf = startChunkOf({ ids: this.getModuleIds(), staticImports: (id) => this.getModuleInfo(id)?.importedIds ?? [] })
    },
  }
  const groups = START_IMPORTS.map(({ name }) => ({ name, test: (id: string) => chunkOf.get(id) === name }))
  return { plugin, groups }
}
