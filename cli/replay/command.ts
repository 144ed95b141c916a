import { isViewName, VIEW_NAMES, type ViewName } from '../../projections/viewNames'
import { BadInput, EXIT_OK } from '../exitCodes'
import { formatReplay } from './human'
import { parseAt, readExportFile, readRedactedExportFile } from '../readExport'
import { explainLog } from './explain'
import { runExplain, runHtml, runReplayDiff } from './supportVerbs'
import { replayExport } from './output'

export type ReplayFlags = { at?: string; steps?: boolean; full?: boolean; view?: string; json?: boolean; diff?: string; explain?: boolean; html?: string; redact?: boolean }

export function parseViewList(value: string | undefined): ViewName[] | undefined {
  if (value === undefined) return undefined
  const names = value.split(',').map((name) => name.trim()).filter(Boolean)
  if (names.length === 0) throw new BadInput(`--view: name at least one view (views: ${VIEW_NAMES.join(', ')})`)
  const unknown = names.filter((name) => !isViewName(name))
  if (unknown.length > 0) throw new BadInput(`--view: unknown view ${unknown.join(', ')} (views: ${VIEW_NAMES.join(', ')})`)
  return names as ViewName[]
}

export function runReplay(path: string, flags: ReplayFlags, print: (text: string) => void): number {
  if (flags.diff !== undefined && (flags.steps || flags.explain || flags.html !== undefined || flags.at !== undefined)) {
    throw new BadInput('--diff compares two whole logs: it cannot be combined with --steps, --explain, --html or --at')
  }
  if ((flags.html !== undefined || flags.explain) && (flags.steps || flags.at !== undefined)) {
    throw new BadInput('--explain and --html go through every event: leave out --steps and --at')
  }
  if (flags.redact === false && flags.html === undefined) throw new BadInput('--no-redact goes with --html: the page is the only output that masks personal data by default')
  const views = parseViewList(flags.view)
  if (flags.html !== undefined) {
    // issue #17.3: the page travels with a ticket, so it shows the log as `log redact` masks it
    const { log, masked } = flags.redact === false ? { log: readExportFile(path), masked: null } : readRedactedExportFile(path)
    runHtml(log, flags.html, views, print, path, masked === null ? 'not-redacted' : { masked })
    if (flags.explain) runExplain(log, views, flags.json === true, print)
    return EXIT_OK
  }
  const log = readExportFile(path)
  if (flags.diff !== undefined) return runReplayDiff({ file: path, log }, flags.diff, views, flags.json === true, print)
  if (flags.explain) {
    runExplain(log, views, flags.json === true, print)
    return EXIT_OK
  }
  if (flags.full && !flags.steps) throw new BadInput('--full goes with --steps: the whole views after every event')
  const output = replayExport(log, {
    ...(flags.at !== undefined ? { at: parseAt(flags.at) } : {}),
    steps: flags.steps === true,
    ...(views ? { views } : {}),
  })
  if (flags.json || !flags.steps || flags.full) {
    print(flags.json ? JSON.stringify(output, null, 2) : formatReplay(output))
    return EXIT_OK
  }
  // issue #17.4: each step in a few lines (the event, what it changed, what the guest saw), then the views at the end
  const changes = new Map(explainLog(log, views ?? VIEW_NAMES).map((explanation) => [explanation.seq, explanation]))
  print(formatReplay(output, (step) => changes.get(step.seq)))
  return EXIT_OK
}
