// How a benchmark reports one figure: the line a person reads on stdout and, when
// BENCH_RESULTS_FILE is set (bench/all.ts sets it), one JSON line appended to that file, so
// `npm run bench` can gather every figure into bench/results.json and the README table.
import { appendFileSync } from 'node:fs'

export type Figure = {
  /** which benchmark: replay, server, web */
  bench: string
  /** what was measured, e.g. "order creation (SQLite, 16 connections)" */
  name: string
  value: number
  /** events/s, req/s, ms, kB, score, ratio */
  unit: string
  /** the target as a person reads it, e.g. "≥ 1,000 req/s"; null when there is none */
  target: string | null
  /** whether the target is met; null when there is no target or nothing was measured */
  met: boolean | null
}

/** A figure as people read it: grouped thousands, no noise digits. */
export function formatValue(value: number, unit: string): string {
  const abs = Math.abs(value)
  const number =
    abs >= 100 ? Math.round(value).toLocaleString('en') : abs >= 1 ? String(Math.round(value * 100) / 100) : abs === 0 ? '0' : String(Number(value.toPrecision(2)))
  return unit === '' ? number : `${number} ${unit}`
}

export function verdict(met: boolean | null): string {
  return met === null ? '' : met ? 'meets' : 'MISSES'
}

export function figureLine(figure: Figure): string {
  const target = figure.target === null ? '' : `target ${figure.target}: ${verdict(figure.met)}`
  return `${figure.name.padEnd(50)} ${formatValue(figure.value, figure.unit).padEnd(22)} ${target}`.trimEnd()
}

/**
 * Prints the figure's line (or `line`, when the bench has its own wording; null when an earlier
 * line already showed it, e.g. a p99 printed beside its rate) and records it for bench/all.ts.
 */
export function reportFigure(figure: Figure, line: string | null = figureLine(figure)): void {
  if (line !== null) console.log(line)
  const file = process.env.BENCH_RESULTS_FILE
  if (file) appendFileSync(file, `${JSON.stringify(figure)}\n`)
}
