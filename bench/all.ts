// `npm run bench`: every benchmark of the project in one place (issue #8 "Quality gates"). Runs
// bench/replay.ts, bench/server.ts, bench/web.ts, bench/cli.ts and bench/tab.ts one after another, each in its own process
// (tsx), gathers the figures they report (bench/results.ts: one JSON line per figure in
// BENCH_RESULTS_FILE), writes bench/results.json and rewrites the table between the
// `<!-- bench:start -->` and `<!-- bench:end -->` markers of README.md, each figure beside its target.
//
//   npm run bench                      everything at full size (about 3 minutes on 2 cores)
//   npm run bench -- --quick           small sizes, for checking the machinery: writes
//                                      bench/out/results.quick.json, leaves README.md alone
//   npm run bench -- --only server,web  some benches; the others keep their last figures (replay, server, web, cli, tab)
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { formatValue, type Figure } from './results'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const RESULTS = join(ROOT, 'bench/results.json')
const QUICK_RESULTS = join(ROOT, 'bench/out/results.quick.json')
const README = join(ROOT, 'README.md')
const START = '<!-- bench:start -->'
const END = '<!-- bench:end -->'

type Bench = { name: string; file: string; quick: Record<string, string>; needsBuild?: boolean }

const BENCHES: readonly Bench[] = [
  { name: 'replay', file: 'bench/replay.ts', quick: { BENCH_EVENTS: '100000' } },
  { name: 'server', file: 'bench/server.ts', quick: { BENCH_SECONDS: '2' } },
  { name: 'web', file: 'bench/web.ts', quick: {}, needsBuild: true },
  { name: 'cli', file: 'bench/cli.ts', quick: {}, needsBuild: true },
  { name: 'tab', file: 'bench/tab.ts', quick: { BENCH_TAB_TABLES: '20', BENCH_SECONDS: '5' } },
]

/** One row of bench/results.json: a figure, or a bench that could not report it (value null, `note`). */
export type ResultRow = {
  bench: string
  figure: string
  value: number | null
  unit: string
  target: string | null
  met: boolean | null
  measuredAt: string
  note?: string
  /** The figure of the run before this one, kept beside it in the README (issue #14). */
  before?: { value: number; measuredAt: string }
}

export type Results = { measuredAt: string; machine: string; quick: boolean; figures: ResultRow[] }

function parseArgs(argv: readonly string[]) {
  const quick = argv.includes('--quick')
  const onlyAt = argv.indexOf('--only')
  const only = onlyAt >= 0 ? (argv[onlyAt + 1] ?? '').split(',').filter(Boolean) : null
  const unknown = only?.filter((name) => !BENCHES.some((bench) => bench.name === name)) ?? []
  if (unknown.length > 0) throw new Error(`--only: unknown bench ${unknown.join(', ')} (benches: ${BENCHES.map((b) => b.name).join(', ')})`)
  return { quick, benches: BENCHES.filter((bench) => !only || only.includes(bench.name)), readme: !quick && !argv.includes('--no-readme') }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Runs one command, its output shown as it comes and kept. */
function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => ((stdout += chunk), process.stdout.write(chunk)))
    child.stderr.on('data', (chunk: Buffer) => ((stderr += chunk), process.stderr.write(chunk)))
    child.on('error', (error) => resolve({ code: 1, stdout, stderr: `${stderr}${error.message}\n` }))
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }))
  })
}

function readFigures(file: string): Figure[] {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Figure]
      } catch {
        return []
      }
    })
}

async function runBench(bench: Bench, quick: boolean, measuredAt: string): Promise<{ rows: ResultRow[]; ok: boolean }> {
  console.log(`\n== ${bench.name}: ${bench.file}${quick ? ' (quick)' : ''}`)
  const dir = mkdtempSync(join(tmpdir(), 'comanda-bench-'))
  const file = join(dir, 'figures.jsonl')
  try {
    const env = { ...process.env, BENCH_RESULTS_FILE: file, BENCH_PORT: String(await freePort()), ...(quick ? bench.quick : {}) }
    const result = await run(process.execPath, ['--import', 'tsx', bench.file], env)
    const figures = readFigures(file)
    const rows: ResultRow[] = figures.map((f) => ({ bench: f.bench, figure: f.name, value: f.value, unit: f.unit, target: f.target, met: f.met, measuredAt }))
    for (const row of rows) if (row.value === null || !Number.isFinite(row.value)) ((row.value = null), (row.met = null))
    if (result.code !== 0 || rows.length === 0) {
      const why = result.stderr.trim().split('\n').filter(Boolean).pop() ?? `exit code ${result.code}`
      rows.push({ bench: bench.name, figure: `${bench.file} did not finish`, value: null, unit: '', target: null, met: null, measuredAt, note: why.slice(0, 200) })
      return { rows, ok: false }
    }
    return { rows, ok: true }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function previous(): ResultRow[] {
  try {
    return (JSON.parse(readFileSync(RESULTS, 'utf8')) as Results).figures
  } catch {
    return []
  }
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|')
}

export function readmeTable(results: Results): string {
  const rows = results.figures.map((row) => {
    const value = row.value === null ? `not measured${row.note ? ` (${row.note})` : ''}` : formatValue(row.value, row.unit)
    const status = row.met === null ? '' : row.met ? 'meets' : '**misses**'
    const before = row.before ? `${formatValue(row.before.value, row.unit)} (${row.before.measuredAt.slice(0, 10)})` : ''
    return `| ${cell(row.bench)} | ${cell(row.figure)} | ${cell(value)} | ${cell(before)} | ${cell(row.target ?? '')} | ${status} |`
  })
  return [
    `Measured by \`npm run bench\` on ${results.measuredAt.slice(0, 10)} (${results.machine}); every figure is in \`bench/results.json\`.`,
    '',
    '| bench | figure | value | before | target | |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}

export function replaceMarked(text: string, table: string): string | null {
  const start = text.indexOf(START)
  const end = text.indexOf(END)
  if (start < 0 || end < start) return null
  return `${text.slice(0, start + START.length)}\n${table}\n${text.slice(end)}`
}

async function buildIfMissing(): Promise<boolean> {
  if (['dist/index.html', 'dist-server/entry-server.js', 'dist-cli/comanda.mjs'].every((file) => existsSync(join(ROOT, file)))) return true
  console.log('\n== dist/, dist-server/ or dist-cli/ is missing: building the app, its renderer and the CLI (npm run build)')
  return (await run('npm', ['run', 'build'], process.env)).code === 0
}

async function main(): Promise<number> {
  const { quick, benches, readme } = parseArgs(process.argv.slice(2))
  const measuredAt = new Date().toISOString()
  // The load average says whether the figures were taken on a quiet or a shared machine.
  const machine = `${cpus().length} cores, ${cpus()[0]?.model?.trim() ?? 'cpu'}, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)} at the start`
  const rows: ResultRow[] = []
  let ok = true
  for (const bench of benches) {
    if (bench.needsBuild && !(await buildIfMissing())) {
      rows.push({ bench: bench.name, figure: `${bench.file} did not run`, value: null, unit: '', target: null, met: null, measuredAt, note: 'the app did not build' })
      ok = false
      continue
    }
    const result = await runBench(bench, quick, measuredAt)
    rows.push(...result.rows)
    ok &&= result.ok
  }
  const ran = new Set(benches.map((bench) => bench.name))
  const earlier = quick ? [] : previous()
  for (const row of rows) {
    const last = earlier.find((old) => old.bench === row.bench && old.figure === row.figure)
    if (last?.value != null) row.before = { value: last.value, measuredAt: last.measuredAt }
    else if (last?.before) row.before = last.before
  }
  const kept = earlier.filter((row) => !ran.has(row.bench))
  const order = (row: ResultRow) => BENCHES.findIndex((bench) => bench.name === row.bench)
  const figures = [...kept, ...rows].sort((a, b) => order(a) - order(b))
  const results: Results = { measuredAt, machine, quick, figures }
  const target = quick ? QUICK_RESULTS : RESULTS
  mkdirSync(join(target, '..'), { recursive: true })
  writeFileSync(target, `${JSON.stringify(results, null, 2)}\n`)

  console.log(`\n== every figure with its target (${target.slice(ROOT.length)})`)
  for (const row of figures) {
    const value = row.value === null ? `not measured${row.note ? ` (${row.note})` : ''}` : formatValue(row.value, row.unit)
    console.log(`${row.bench.padEnd(7)} ${row.figure.padEnd(64)} ${value.padEnd(20)} ${row.target ? `target ${row.target}: ${row.met ? 'meets' : 'MISSES'}` : ''}`.trimEnd())
  }
  if (readme) {
    const updated = replaceMarked(readFileSync(README, 'utf8'), readmeTable(results))
    if (updated === null) console.error(`README.md has no ${START} ... ${END} section: the table was not written`)
    else writeFileSync(README, updated)
  }
  return ok ? 0 : 1
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    (code) => (process.exitCode = code),
    (error: Error) => {
      console.error(`bench: ${error.message}`)
      process.exitCode = 2
    },
  )
}
