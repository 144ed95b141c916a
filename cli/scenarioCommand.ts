import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { apiBaseOf } from './apiBase'
import { BadInput, EXIT_BAD_INPUT, EXIT_CHECK_FAILED, EXIT_OK } from './exitCodes'
import { formatFile, formatJson, summaryLine, totalsOf, type FileResult } from './scenario/output'
import { runScenario, type Target } from './scenario/runner'
import { readScenario, ScenarioError } from './scenario/scenarioFile'
import type { Fetch } from '../api/transport'
import { loadVenueFull, loadVenueLight } from '../api/venueCalls'
import { readExportFile } from './readExport'
import { sameFile } from './sameFile'
import { ScenarioClock } from './scenario/clock'
import { venueLoadProblem } from './scenario/guest'
import { ordersBeforeTheLog, recordedScenario } from './scenario/recording'
import { serveFresh } from './scenario/serve'
import { starterScenario } from './scenario/starter'

type Io = { out: (text: string) => void; err: (text: string) => void }
export type ScenarioFlags = { api?: string; serve?: boolean; json?: boolean; log?: string; init?: boolean; record?: boolean; out?: string }

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
  return { api: apiBaseOf(flags.api) }
}

/**
 * `--log <file>` for one scenario; with several, or when it names a folder (one that exists, or any ending in `/`), `--log <folder>` gets
 * one `<scenario>.log.json` each. A log never replaces a scenario it runs.
 */
function logPaths(flags: ScenarioFlags, files: readonly string[]): Map<string, string> {
  const paths = new Map<string, string>()
  if (flags.log === undefined) return paths
  // a folder named with its slash is made if missing (it was opened as a file: an 'unexpected failure')
  const folder = files.length > 1 || /[/\\]$/.test(flags.log) || (statSync(flags.log, { throwIfNoEntry: false })?.isDirectory() ?? false)
  for (const file of files) {
    const path = folder ? join(flags.log, `${basename(file).replace(/\.(ya?ml|json)$/i, '')}.log.json`) : flags.log
    if (files.some((scenario) => sameFile(scenario, path))) throw new BadInput(`--log ${flags.log}: that is a scenario being run; write the guest's log to another file`)
    paths.set(file, path)
  }
  return paths
}

/** `--out <file>` or standard output. */
function writeScenario(text: string, flags: ScenarioFlags, io: Io, what: string): number {
  if (flags.out === undefined) {
    io.out(text.trimEnd())
    return EXIT_OK
  }
  try {
    writeFileSync(flags.out, text)
  } catch (error) {
    throw new BadInput(`-o ${flags.out}: cannot be written (${(error as NodeJS.ErrnoException).code ?? 'error'})`)
  }
  io.err(`wrote ${flags.out}: ${what}; run it with: comanda scenario ${flags.out} --serve`)
  return EXIT_OK
}

/** `--init <venue> <mode>`: the venue's info from --api, or from a fresh reference server. */
async function runInit(args: readonly string[], flags: ScenarioFlags, io: Io): Promise<number> {
  const [venue, mode] = args
  if (args.length !== 2 || venue === undefined || mode === undefined) throw new BadInput('--init takes a venue and a mode: comanda scenario --init demo-online take-away')
  const clock = new ScenarioClock(Date.now())
  const served = flags.api === undefined ? await serveFresh({ file: '--init', clock, venues: [] }) : null
  try {
    const apiUrl = served !== null ? served.url : (targetOf({ api: flags.api }) as { api: string }).api
    const http: Fetch = (input, init) => fetch(input, init)
    // the light info first: only it says that a venue moved (the full info of a moved one is an error)
    const light = await loadVenueLight(http, apiUrl, venue, 'it', true)
    if (light.kind !== 'ok') throw new BadInput(`--init: cannot load venue ${venue}: ${venueLoadProblem(light)}`)
    const full = await loadVenueFull(http, apiUrl, venue, 'it', true)
    if (full.kind !== 'ok') throw new BadInput(`--init: cannot load venue ${venue}: ${venueLoadProblem(full)}`)
    return writeScenario(starterScenario({ venue, mode, info: full.value, today: clock.now() }), flags, io, `a starter ${mode} scenario for ${venue}`)
  } finally {
    await served?.close()
  }
}

/** `--record <log.json>`: the guest's log as a scenario. */
async function runRecord(args: readonly string[], flags: ScenarioFlags, io: Io): Promise<number> {
  if (args.length !== 1) throw new BadInput("--record takes one guest log: comanda scenario --record guest.log.json -o bug.yaml")
  if (flags.out !== undefined && sameFile(args[0]!, flags.out)) throw new BadInput(`-o ${flags.out}: that is the log itself; write the scenario to another file`)
  const log = readExportFile(args[0]!)
  if (log.events.length === 0) throw new BadInput(`${args[0]}: the log has no events to record`)
  const unread = log.quarantine.length
  const earlier = ordersBeforeTheLog(log.events)
  if (earlier.length > 0) io.err(`${args[0]}: order ${earlier.join(', ')} ${earlier.length === 1 ? 'was' : 'were'} placed before the log began: no step places ${earlier.length === 1 ? 'it' : 'them'}, so the steps that pay or follow ${earlier.length === 1 ? 'it' : 'them'} will fail`)
  if (unread > 0) io.err(`${args[0]}: ${unread} unreadable ${unread === 1 ? 'entry' : 'entries'} left out of the steps (seq ${log.quarantine.map((entry) => entry.seq ?? '?').join(', ')}; see comanda log check): the steps after them may not replay as the guest saw them`)
  const { demoAddressAt } = await import('./scenario/sampleAddresses')
  return writeScenario(recordedScenario(log, basename(args[0]!), demoAddressAt(log.header.venue)), flags, io, `${log.events.length} events recorded`)
}

/** `comanda scenario <file...>` (DESIGN §8): scripted ordering through the command bus, asserting views along the way. */
export async function runScenarios(files: readonly string[], flags: ScenarioFlags, io: Io): Promise<number> {
  if (flags.init && flags.record) throw new BadInput('give either --init or --record')
  if (flags.init) return runInit(files, flags, io)
  if (flags.record) return runRecord(files, flags, io)
  if (flags.out !== undefined) throw new BadInput('-o goes with --init or --record (the scenario\'s own output is its ✓/✗ lines; --log writes the guest\'s log)')
  if (files.length === 0) throw new BadInput('name the scenario files to run (or --init <venue> <mode>, --record <log.json>)')
  const target = targetOf(flags)
  const logPathOf = logPaths(flags, files)
  const results: FileResult[] = []
  for (const file of files) {
    let scenario
    try {
      scenario = readScenario(file)
    } catch (error) {
      if (!(error instanceof ScenarioError)) throw error
      io.err(`comanda: ${error.message}`)
      results.push({ file, badInput: error.message })
      if (!flags.json) io.out(formatFile(results.at(-1)!))
      continue
    }
    const report = await runScenario(scenario, target)
    const logPath = logPathOf.get(file)
    if (logPath !== undefined && report.log) {
      mkdirSync(dirname(logPath), { recursive: true })
      // several guests at a table: each phone's log beside the first one's, named after the guest
      const logs = report.logs ? Object.entries(report.logs).map(([name, log]) => [logPath.replace(/(\.log)?\.json$/i, `.${name.replace(/[^\p{L}\p{N}_-]+/gu, '-')}.log.json`), log] as const) : [[logPath, report.log] as const]
      for (const [path, log] of logs) writeFileSync(path, `${JSON.stringify(log, null, 2)}\n`)
    }
    results.push({ file, report })
    // each scenario's lines as soon as it has run: a long run shows its progress, and an interrupted one what it did
    if (!flags.json) io.out(formatFile(results.at(-1)!))
  }
  io.out(flags.json ? formatJson(results) : summaryLine(totalsOf(results)))
  if (results.some((result) => 'badInput' in result)) return EXIT_BAD_INPUT
  return totalsOf(results).byScenario.failed > 0 ? EXIT_CHECK_FAILED : EXIT_OK
}
