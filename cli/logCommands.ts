import { writeFileSync } from 'node:fs'
import type { Command } from 'commander'
import { BadInput, EXIT_CHECK_FAILED, EXIT_OK } from './exitCodes'
import { checkLog, formatLogCheck } from './logCheck'
import { parseExportText, readLogText } from './readExport'
import { redactExport, type Masked } from './redactLog'
import { sameFile } from './sameFile'

type Io = { out: (text: string) => void; err: (text: string) => void }

/** `comanda log check|redact <file>` (DESIGN §8). */
export function registerLogCommands(program: Command, io: Io, setExit: (code: number) => void): void {
  const log = program.command('log').description('check or redact an exported guest event log')

  log
    .command('check')
    .description('validate a log: format version, events by type and version, upcasts, quarantined entries (exit 1 when any entry is quarantined)')
    .argument('<file>', 'an exported event log (format comanda-event-log)')
    .option('--json', 'machine-readable output')
    .action((path: string, flags: { json?: boolean }) => {
      setExit(runLogCheck(path, flags, io))
    })

  log
    .command('redact')
    .description('mask every field the event catalogue marks personal or secret (names, contacts, addresses, notes, payment sessions, card data) and whatever looks like a token, card, e-mail or phone elsewhere; the result still replays')
    .argument('<file>', 'an exported event log (format comanda-event-log)')
    .option('-o, --out <file>', 'write the redacted log here (default: standard output)')
    .option('--json', 'print the summary of what was masked as JSON (on standard error)')
    .action((path: string, flags: { out?: string; json?: boolean }) => {
      setExit(runLogRedact(path, flags, io))
    })
}

function readLog(path: string) {
  const text = readLogText(path)
  const log = parseExportText(path, text)
  // parseExport has accepted it, so it is an object with an events list.
  const json = JSON.parse(text) as Record<string, unknown> & { events: unknown[] }
  return { log, json }
}

export function runLogCheck(path: string, flags: { json?: boolean }, io: Io): number {
  const { log, json } = readLog(path)
  const report = checkLog(path, json.events, log)
  io.out(flags.json ? JSON.stringify(report, null, 2) : formatLogCheck(report))
  return report.ok ? EXIT_OK : EXIT_CHECK_FAILED
}

function summary(path: string, masked: readonly Masked[]): string {
  if (masked.length === 0) return `${path}: nothing to mask`
  const lines = masked.map((m) => `  ${m.seq === null ? 'header' : `#${m.seq}`} ${m.path}: ${m.kind}`)
  return [`${path}: masked ${masked.length} ${masked.length === 1 ? 'value' : 'values'}:`, ...lines].join('\n')
}

export function runLogRedact(path: string, flags: { out?: string; json?: boolean }, io: Io): number {
  if (flags.out !== undefined && sameFile(path, flags.out)) throw new BadInput(`-o ${flags.out}: that is the log itself; write the redacted copy to another file`)
  const { log, json } = readLog(path)
  const { redacted, masked } = redactExport(json)
  const text = `${JSON.stringify(redacted, null, 2)}\n`
  // The redacted copy must read as the original did: same events, nothing newly quarantined.
  const reread = parseExportText(flags.out ?? 'the redacted log', text)
  const lost = reread.events.length !== log.events.length || reread.quarantine.length !== log.quarantine.length
  if (flags.out !== undefined) {
    try {
      writeFileSync(flags.out, text)
    } catch (error) {
      throw new BadInput(`-o ${flags.out}: cannot be written (${(error as NodeJS.ErrnoException).code ?? 'error'})`)
    }
  } else io.out(text.trimEnd())
  io.err(flags.json ? JSON.stringify({ file: path, out: flags.out ?? null, masked }) : summary(path, masked))
  if (lost) {
    io.err(`warning: the redacted log reads ${reread.events.length} events and ${reread.quarantine.length} quarantined, the original ${log.events.length} and ${log.quarantine.length}`)
    return EXIT_CHECK_FAILED
  }
  return EXIT_OK
}
