import { writeFileSync } from 'node:fs'
import type { ParsedExport } from '../../events/exportFormat'
import { VIEW_NAMES, type ViewName } from '../../projections/viewNames'
import { BadInput, EXIT_CHECK_FAILED, EXIT_OK } from '../exitCodes'
import { explainLog } from './explain'
import { logTimeZone, time } from './human'
import { readExportFile } from '../readExport'
import { diffLogs, formatDiff } from './diff'
import { replayPage, type PageRedaction } from './html'
import { sameFile } from '../sameFile'

/**
 * The support verbs of `comanda replay`: --diff (exit 0 when the views never diverge, 1 when
 * they do, 2 on bad input), --explain and --html (exit 0).
 */
export function runReplayDiff(a: { file: string; log: ParsedExport }, otherPath: string, views: readonly ViewName[] | undefined, json: boolean, print: (text: string) => void): number {
  const b = { file: otherPath, log: readExportFile(otherPath) }
  const report = diffLogs(a, b, views ?? VIEW_NAMES)
  print(json ? JSON.stringify(report, null, 2) : formatDiff(report))
  return report.diverged ? EXIT_CHECK_FAILED : EXIT_OK
}

export function runExplain(log: ParsedExport, views: readonly ViewName[] | undefined, json: boolean, print: (text: string) => void): void {
  const explanations = explainLog(log, views ?? VIEW_NAMES)
  if (json) {
    print(JSON.stringify({ venue: log.header.venue, events: log.events.length, explanations, quarantine: log.quarantine.map(({ seq, reason }) => ({ seq, reason })) }, null, 2))
    return
  }
  const out = [`Venue ${log.header.venue} · ${log.events.length} events, what each changed:`]
  const zone = logTimeZone(log)
  for (const explanation of explanations) out.push(`${time(explanation.at, zone)}  ${explanation.text}`)
  for (const entry of log.quarantine) out.push(`quarantined seq ${entry.seq ?? '?'} (not folded): ${entry.reason}`)
  print(out.join('\n'))
}

export function runHtml(log: ParsedExport, target: string, views: readonly ViewName[] | undefined, print: (text: string) => void, source: string, redaction: PageRedaction): void {
  if (sameFile(source, target)) throw new BadInput(`--html ${target}: that is the log itself; choose another file`)
  // the page is made first: a failure making it is not the file's
  const page = replayPage(log, views ?? VIEW_NAMES, redaction)
  try {
    writeFileSync(target, page)
  } catch (error) {
    throw new BadInput(`--html ${target}: cannot be written (${(error as NodeJS.ErrnoException).code ?? 'error'})`)
  }
  const privacy = redaction === 'not-redacted' ? 'not redacted' : `${redaction.masked} personal ${redaction.masked === 1 ? 'value' : 'values'} masked`
  print(`wrote ${target}: ${log.events.length} events, ${privacy}; open it in a browser`)
}
