import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readmeTable, replaceMarked, type Results } from '../../bench/all'
import { formatValue, reportFigure } from '../../bench/results'

const figure = { bench: 'server', name: 'menu read, rate', value: 7929.4, unit: 'req/s', target: '≥ 5,000 req/s', met: true }

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('npm run bench: every figure beside its target (issue #8 quality gates)', () => {
  it('reportFigure prints the line and, with BENCH_RESULTS_FILE, appends the figure as one JSON line', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'comanda-bench-')), 'figures.jsonl')
    const printed: string[] = []
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line))
    vi.stubEnv('BENCH_RESULTS_FILE', file)
    reportFigure(figure)
    reportFigure({ ...figure, name: 'menu read, p99', value: 4, unit: 'ms', target: null, met: null }, null)
    expect(printed).toEqual([expect.stringMatching(/^menu read, rate +7,929 req\/s +target ≥ 5,000 req\/s: meets$/)])
    expect(readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line))).toEqual([figure, { ...figure, name: 'menu read, p99', value: 4, unit: 'ms', target: null, met: null }])
  })

  it('values read as people read them', () => {
    expect(formatValue(141_234.6, 'events/s')).toBe('141,235 events/s')
    expect(formatValue(0.58, '')).toBe('0.58')
    expect(formatValue(0.01634, 'ms')).toBe('0.016 ms')
    expect(formatValue(30, 'ms')).toBe('30 ms')
  })

  it('the README table sits between the markers, the rest of the README untouched', () => {
    const results: Results = {
      measuredAt: '2026-11-22T06:00:00.000Z',
      machine: '2 cores, AMD EPYC, Node v20.20.2',
      quick: false,
      figures: [
        { bench: 'server', figure: figure.name, value: figure.value, unit: figure.unit, target: figure.target, met: true, measuredAt: '2026-11-22T06:00:00.000Z', before: { value: 4012, measuredAt: '2026-11-20T06:00:00.000Z' } },
        { bench: 'web', figure: 'bench/web.ts did not finish', value: null, unit: '', target: null, met: null, measuredAt: '2026-11-22T06:00:00.000Z', note: 'dist/index.html is missing' },
      ],
    }
    const readme = 'before\n<!-- bench:start -->\nold table\n<!-- bench:end -->\nafter\n'
    const updated = replaceMarked(readme, readmeTable(results))!
    expect(updated.startsWith('before\n<!-- bench:start -->\nMeasured by `npm run bench` on 2026-11-22 (2 cores, AMD EPYC, Node v20.20.2)')).toBe(true)
    expect(updated).toContain('| server | menu read, rate | 7,929 req/s | 4,012 req/s (2026-11-20) | ≥ 5,000 req/s | meets |')
    expect(updated).toContain('| web | bench/web.ts did not finish | not measured (dist/index.html is missing) |  |  |  |')
    expect(updated.endsWith('<!-- bench:end -->\nafter\n')).toBe(true)
    expect(updated).not.toContain('old table')
    expect(replaceMarked('no markers here', 'x')).toBeNull()
  })

})
