import { mkdirSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { BadInput, EXIT_BAD_INPUT, EXIT_CHECK_FAILED, EXIT_OK } from './exitCodes'
import { formatHuman, formatJson, totalsOf, type FileResult } from './scenario/output'
import { runScenario, type Target } from './scenario/runner'
import { readScenario, ScenarioError } from './scenario/scenarioFile'

type Io = { out: (text: string) => void; err: (text: string) => void }
export type ScenarioFlags = { api?: string; serve?: boolean; json?: boolean; log?: string }

function targetOf(flags: ScenarioFlags): Target {
  if (flags.api !== undefined && flags.serve) throw new BadInput('give either --api <url> or --serve, not both')
  if (flags.serve) return { serve: true }
  if (flags.api === undefined) throw new BadInput('give --api <url> (a running venue API) or --serve (start one with a fresh database)')
  try {
    const url = new URL(flags.api)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error()
  } catch {
    throw new BadInput(`--api: "${flags.api}" is not an http(s) URL`)
  }
  return { api: flags.api.replace(/\/$/, '') }
}

/** `--log <file>` for one scenario; with several, `--log <folder>` gets one `<scenario>.log.json` each. */
function logPathOf(flags: ScenarioFlags, file: string, several: boolean): string | null {
  if (flags.log === undefined) return null
  return several ? join(flags.log, `${basename(file).replace(/\.(ya?ml|json)$/i, '')}.log.json`) : flags.log
}

/** `comanda scenario <file...>` (DESIGN §8): scripted ordering through the command bus, asserting views along the way. */
export async function runScenarios(files: readonly string[], flags: ScenarioFlags, io: Io): Promise<number> {
  const target = targetOf(flags)
  const results: FileResult[] = []
  for (const file of files) {
    let scenario
    try {
      scenario = readScenario(file)
    } catch (error) {
      if (!(error instanceof ScenarioError)) throw error
      io.err(`comanda: ${error.message}`)
      results.push({ file, badInput: error.message })
      continue
    }
    const report = await runScenario(scenario, target)
    const logPath = logPathOf(flags, file, files.length > 1)
    if (logPath !== null && report.log) {
      mkdirSync(dirname(logPath), { recursive: true })
      writeFileSync(logPath, `${JSON.stringify(report.log, null, 2)}\n`)
    }
    results.push({ file, report })
  }
  io.out(flags.json ? formatJson(results) : formatHuman(results))
  if (results.some((result) => 'badInput' in result)) return EXIT_BAD_INPUT
  return totalsOf(results).failed > 0 ? EXIT_CHECK_FAILED : EXIT_OK
}
