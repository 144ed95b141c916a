import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BadInput, EXIT_CHECK_FAILED, EXIT_OK } from './exitCodes'
import { readExportFile } from './readExport'
import { replayExport, type ReplayOutput } from './replay/output'

/** Where two JSON values first differ, as readable lines (`views.totals.total: expected 1900, got 2000`). */
export function differences(expected: unknown, actual: unknown, path = '', out: string[] = [], limit = 20): string[] {
  if (out.length >= limit) return out
  if (Object.is(expected, actual)) return out
  const bothObjects = typeof expected === 'object' && expected !== null && typeof actual === 'object' && actual !== null
  if (bothObjects && Array.isArray(expected) === Array.isArray(actual)) {
    const keys = new Set([...Object.keys(expected as object), ...Object.keys(actual as object)])
    for (const key of keys) {
      differences((expected as Record<string, unknown>)[key], (actual as Record<string, unknown>)[key], path ? `${path}.${key}` : key, out, limit)
    }
    return out
  }
  const show = (value: unknown) => (value === undefined ? '(missing)' : JSON.stringify(value))
  out.push(`${path || '(root)'}: expected ${show(expected)}, got ${show(actual)}`)
  return out
}

/** `comanda verify <dir>`: every `*.log.json` replayed and compared with its `*.expected.json`. */
export function runVerify(dir: string, flags: { json?: boolean }, print: (text: string) => void): number {
  let files: string[]
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.log.json')).sort()
  } catch {
    throw new BadInput(`${dir}: not a readable folder`)
  }
  if (files.length === 0) throw new BadInput(`${dir}: no *.log.json files`)
  const results = files.map((name) => {
    const expectedPath = join(dir, name.replace(/\.log\.json$/, '.expected.json'))
    let expected: ReplayOutput
    try {
      expected = JSON.parse(readFileSync(expectedPath, 'utf8')) as ReplayOutput
    } catch (error) {
      return { log: name, ok: false, problems: [`${expectedPath}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'not valid JSON'}`] }
    }
    const actual = replayExport(readExportFile(join(dir, name)), { at: expected.at })
    const problems = differences(expected, actual)
    return { log: name, ok: problems.length === 0, problems }
  })
  const failed = results.filter((result) => !result.ok).length
  if (flags.json) {
    print(JSON.stringify({ passed: results.length - failed, failed, results }, null, 2))
  } else {
    for (const result of results) {
      print(`${result.ok ? '✓' : '✗'} ${result.log}`)
      for (const problem of result.problems) print(`    ${problem}`)
    }
    print(`${results.length - failed} passed, ${failed} failed`)
  }
  return failed === 0 ? EXIT_OK : EXIT_CHECK_FAILED
}
