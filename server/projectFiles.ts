import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * A file of the project (the demo venues, the built app, the UI texts), found from the project's
 * root: the nearest folder above this module with a package.json. The same from the sources
 * (server/) and from the built CLI (dist-cli/chunks/), whose modules sit at other depths.
 */
export function projectFile(...segments: string[]): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir)
    if (up === dir) throw new Error('the project root (package.json) was not found above the server')
    dir = up
  }
  return join(dir, ...segments)
}
