#!/usr/bin/env node
// The `comanda` command (DESIGN §8). It runs the build (`dist-cli/`, made by `npm run build`) while
// the build is newer than every source it was made from, so a support person's call starts in a
// fraction of a second (issue #17.7); otherwise, as in development, it runs the TypeScript sources
// through tsx: an edited source is never run from a stale build.
import { readFileSync, statSync } from 'node:fs'

const built = new URL('../dist-cli/', import.meta.url)

/** No source, dependency lock or build setting changed since the build began (a file saved during the build counts as changed). */
function buildIsFresh() {
  try {
    const { startedAt, sources } = JSON.parse(readFileSync(new URL('sources.json', built), 'utf8'))
    return typeof startedAt === 'number' && sources.every((source) => statSync(new URL(`../${source}`, import.meta.url)).mtimeMs < startedAt)
  } catch {
    return false
  }
}

// A reader that stops early (`comanda replay log --steps | head`) closes the pipe: what is left
// to print is dropped, never a stack trace, and the exit code stays the command's own.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code !== 'EPIPE') throw error
  })
}

const { main } = buildIsFresh()
  ? await import(new URL('comanda.mjs', built).href)
  : await (await import('tsx/esm/api')).tsImport('./main.ts', import.meta.url)
process.exitCode = await main(process.argv)
