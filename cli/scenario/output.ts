import type { ScenarioReport, StepStatus } from './runner'

export type FileResult = { file: string; report: ScenarioReport } | { file: string; badInput: string }

export type Totals = { passed: number; failed: number; skipped: number; byScenario: { passed: number; failed: number; notRun: number } }

const MARK: Record<StepStatus, string> = { passed: '✓', failed: '✗', skipped: '-' }

const passedAll = (report: ScenarioReport) => !report.problem && report.steps.every((step) => step.status === 'passed')

/**
 * The scenarios that passed, failed and were not run (a bad file), which is what CI counts, and
 * their steps that passed, failed and were skipped (a scenario's own problem, such as a venue it
 * cannot open, counts as a failed step).
 */
export function totalsOf(results: readonly FileResult[]): Totals {
  const totals = { passed: 0, failed: 0, skipped: 0, byScenario: { passed: 0, failed: 0, notRun: 0 } }
  for (const result of results) {
    if ('badInput' in result) {
      totals.byScenario.notRun++
      continue
    }
    if (result.report.problem) totals.failed++
    for (const step of result.report.steps) totals[step.status]++
    totals.byScenario[passedAll(result.report) ? 'passed' : 'failed']++
  }
  return totals
}

/** "3 scenarios: 2 passed, 1 failed · 14 steps: 13 passed, 1 failed" (a bad file is a scenario not run). */
export function summaryLine(totals: Totals): string {
  const scenarios = totals.byScenario
  const files = scenarios.passed + scenarios.failed + scenarios.notRun
  const steps = totals.passed + totals.failed + totals.skipped
  return (
    `${files} ${files === 1 ? 'scenario' : 'scenarios'}: ${scenarios.passed} passed, ${scenarios.failed} failed${scenarios.notRun > 0 ? `, ${scenarios.notRun} not run` : ''}` +
    ` · ${steps} ${steps === 1 ? 'step' : 'steps'}: ${totals.passed} passed, ${totals.failed} failed${totals.skipped > 0 ? `, ${totals.skipped} skipped` : ''}`
  )
}

/** One file's lines: its scenario's name, then one line per step (✓/✗ with the step). */
export function formatFile(result: FileResult): string {
  // a bad file's problem itself went to standard error, once
  if ('badInput' in result) return `✗ ${result.file}: not run (its problem is on standard error)`
  const { report } = result
  const lines = [`${report.file}: ${report.name}`]
  for (const step of report.steps) lines.push(`  ${MARK[step.status]} ${step.index}. ${step.step}${step.message ? ` — ${step.message}` : ''}`)
  if (report.problem) lines.push(`  ✗ ${report.problem}`)
  return lines.join('\n')
}


/** `--json`: every file with its steps, and the totals. */
export function formatJson(results: readonly FileResult[]): string {
  const scenarios = results.map((result) =>
    'badInput' in result
      ? { file: result.file, ok: false, error: result.badInput, steps: [] }
      : {
          file: result.file,
          name: result.report.name,
          ok: passedAll(result.report),
          ...(result.report.problem ? { error: result.report.problem } : {}),
          steps: result.report.steps,
        },
  )
  return JSON.stringify({ scenarios, ...totalsOf(results) }, null, 2)
}
