// `npm run bench:replay`: replay throughput end to end against a parse-only baseline, and the
// cost of one event in the live projections (issue targets printed beside each figure).
import { mkdirSync, openSync, readFileSync, writeSync, closeSync } from 'node:fs'
import { cpus } from 'node:os'
import { parseExport } from '../events/exportFormat'
import type { Envelope } from '../events/envelope'
import type { EventStore } from '../events/store'
import { liveViews } from '../projections/rx'
import { replay } from '../projections/views'
import { generateEvents } from './generateLog'
import { reportFigure } from './results'

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000)
const path = 'bench/out/replay-1m.log.json'

function writeLog(file: string, count: number) {
  mkdirSync('bench/out', { recursive: true })
  const fd = openSync(file, 'w')
  writeSync(fd, `{"format":"comanda-event-log","version":1,"venue":"bench","deviceId":"device-1","exportedAt":${Date.UTC(2027, 0, 1)},"app":"bench","events":[`)
  let first = true
  let chunk: string[] = []
  for (const event of generateEvents(count)) {
    chunk.push((first ? '' : ',') + JSON.stringify(event))
    first = false
    if (chunk.length === 10_000) {
      writeSync(fd, chunk.join(''))
      chunk = []
    }
  }
  writeSync(fd, chunk.join('') + ']}')
  closeSync(fd)
}

function best(runs: number, work: () => void): number {
  let fastest = Infinity
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint()
    work()
    fastest = Math.min(fastest, Number(process.hrtime.bigint() - t0) / 1e9)
  }
  return fastest
}

writeLog(path, EVENTS)
const bytes = readFileSync(path).length

let sink = 0
const baseline = best(3, () => {
  const json = JSON.parse(readFileSync(path, 'utf8')) as { events: { type: string }[] }
  for (const event of json.events) sink += event.type.length
})
const endToEnd = best(3, () => {
  const log = parseExport(readFileSync(path, 'utf8'))
  if (log.quarantine.length > 0) throw new Error(`bench log has ${log.quarantine.length} quarantined events`)
  sink += replay(log.events).events
})

// Incremental: a 10,000-event log loaded into the live views, then 10,000 more events, one by one.
const events = [...generateEvents(20_000)]
let deliver: (batch: readonly Envelope[]) => void = () => {}
const store: EventStore = {
  venue: 'bench',
  load: async () => ({ events: [], quarantine: [], upcast: 0, snapshot: null }),
  append: async () => ({ ok: false, conflict: true, lastSeq: 0 }),
  subscribe: (listener) => ((deliver = listener), () => {}),
  saveSnapshot: () => {},
  entries: () => [],
}
const live = liveViews(store, { events: events.slice(0, 10_000), quarantine: [], upcast: 0, snapshot: null }, { snapshotEvery: Infinity })
const samples: number[] = []
for (const event of events.slice(10_000)) {
  const t0 = process.hrtime.bigint()
  deliver([event])
  samples.push(Number(process.hrtime.bigint() - t0) / 1e6)
}
if (live.current().events !== 20_000) throw new Error('the live views missed events')
samples.sort((a, b) => a - b)
const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!

const rate = (seconds: number) => Math.round(EVENTS / seconds)
const size = `${EVENTS.toLocaleString('en')} events, ${(bytes / 1048576).toFixed(0)} MiB`
console.log(`${'machine'.padEnd(50)} ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'}), Node ${process.version}`)
console.log(`${'log'.padEnd(50)} ${size}`)
const ratio = Math.round((baseline / endToEnd) * 100) / 100
reportFigure({ bench: 'replay', name: `replay end to end (read + parse + decode + fold), ${size}`, value: rate(endToEnd), unit: 'events/s', target: '≥ 1,000,000 events/s', met: rate(endToEnd) >= 1_000_000 })
reportFigure({ bench: 'replay', name: 'the same, parse-only baseline (read + parse + loop)', value: rate(baseline), unit: 'events/s', target: null, met: null })
reportFigure({ bench: 'replay', name: 'ratio end to end / baseline', value: ratio, unit: '', target: '≥ 0.5', met: ratio >= 0.5 })
reportFigure({ bench: 'replay', name: 'live projections, one event on a 10,000-event log, p50', value: pct(50), unit: 'ms', target: null, met: null })
reportFigure({ bench: 'replay', name: 'live projections, one event on a 10,000-event log, p99', value: pct(99), unit: 'ms', target: '≤ 0.05 ms', met: pct(99) <= 0.05 })
if (sink === 0) console.log('')
