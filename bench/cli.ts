// `npm run bench -- --only cli`: how long a support person waits for a `comanda` call (issue #17.7):
// `comanda replay` of a fixture log, wall time (median of 7), beside `node -e ''` measured in the
// same run. The built CLI (dist-cli/, `npm run build`) is what `cli/comanda.js` runs when fresh:
// it is built first, so the figure is the one a support person gets after a build.
import { spawnSync } from 'node:child_process'
import { reportFigure } from './results'

const build = spawnSync('npx', ['vite', 'build', '--config', 'vite.cli.config.ts', '--logLevel', 'error'], { stdio: 'inherit' })
if (build.status !== 0) throw new Error('the CLI did not build (npx vite build --config vite.cli.config.ts)')

function medianSeconds(runs: number, command: string, args: readonly string[]): number {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint()
    const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] })
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}`)
    times.push(Number(process.hrtime.bigint() - t0) / 1e9)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]!
}

const nodeAlone = medianSeconds(7, process.execPath, ['-e', ''])
const replay = medianSeconds(7, process.execPath, ['cli/comanda.js', 'replay', 'fixtures/logs/type2-table-covers-waiter.log.json'])
reportFigure({ bench: 'cli', name: "node -e '' (the floor)", value: nodeAlone * 1000, unit: 'ms', target: null, met: null })
reportFigure({ bench: 'cli', name: 'comanda replay of a fixture log (wall)', value: replay * 1000, unit: 'ms', target: '≤ 250 ms', met: replay <= 0.25 })
reportFigure({ bench: 'cli', name: "comanda replay ÷ node -e ''", value: replay / nodeAlone, unit: '×', target: null, met: null })
