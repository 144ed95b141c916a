import type { DispatchResult } from '../../commands/bus'
import type { Envelope } from '../../events/envelope'
import type { ExportedLog } from '../../events/exportFormat'
import { time } from '../replay/human'
import { CheckoutProblem, expandCheckout, submitFieldsOf, usesCheckoutShorthand, type CheckoutContext } from './checkoutShorthand'
import { ScenarioClock } from './clock'
import { checkError, checkErrorMessage } from './errorMatch'
import { expandShorthand, ShorthandProblem } from './lineShorthand'
import { openGuest, type Guest } from './guest'
import { payByCard, payOnHostedCheckout, type PayerOutcome } from './payer'
import { ReferenceProblem, resolveReferences } from './references'
import type { Scenario } from './scenarioFile'
import { serveFresh, type ServedApi } from './serve'
import { staffTokenOf } from '../staffApi'
import { moveOrder, openTable } from './staff'
import { describeStep, type Step } from './steps'
import { sameValue, valueAt } from './viewPaths'

export type StepStatus = 'passed' | 'failed' | 'skipped'
export type StepReport = { index: number; step: string; status: StepStatus; message?: string }
export type ScenarioReport = { file: string; name: string; steps: StepReport[]; problem?: string; log?: ExportedLog; logs?: Record<string, ExportedLog> }

export type Target = { api: string } | { serve: true }

/** The payment a step prepared: of orders (PreparePayment), or of a share of the table's tab (PayTabShare). */
type Prepared = { orderIds: number[]; sessionId: string | null; clientSecret: string | null; tabPaymentId: string | null }

type Outcome = { ok: true; message?: string } | { ok: false; message: string }

const AWAIT_POLL_MS = 20

const expectsError = (step: Step | undefined) => step?.kind === 'expectError' || step?.kind === 'expectErrorMessage'

/** Runs one scenario's steps against the venue API; stops at the first failing step. */
class ScenarioRun {
  private last: DispatchResult | null = null
  private prepared: Prepared | null = null
  private readonly awaited = new Map<string, number>()
  private guest: Guest

  constructor(
    /** The guests by name; one unnamed ('') when the scenario declares none. */
    private readonly guests: ReadonlyMap<string, Guest>,
    private readonly clock: ScenarioClock,
    private readonly apiUrl: string,
    private readonly staffToken: () => string,
  ) {
    this.guest = [...guests.values()][0]!
  }

  async run(step: Step, next: Step | undefined): Promise<Outcome> {
    switch (step.kind) {
      case 'command':
        return this.command(step.type, step.payload, expectsError(next))
      case 'expect':
        return this.expect(step.checks)
      case 'expectError':
        if (this.last === null) return { ok: false, message: 'no command ran before this expectError' }
        return checkError(this.last, step.key, step.params)
      case 'expectErrorMessage':
        if (this.last === null) return { ok: false, message: 'no command ran before this expectError' }
        return checkErrorMessage(this.last, step.message)
      case 'pay':
        return this.pay((prepared) => (prepared.sessionId === null ? null : payOnHostedCheckout(this.apiUrl, prepared.sessionId, step.action)), expectsError(next))
      case 'payByCard':
        return this.pay((prepared) => (prepared.clientSecret === null ? null : payByCard(this.apiUrl, { clientSecret: prepared.clientSecret, ...step })), expectsError(next))
      case 'staff':
        return this.staff(step.order, step.status)
      case 'await':
        return this.awaitEvent(step.event, step.timeoutMs)
      case 'advance':
        this.clock.advance(step.ms)
        return { ok: true, message: `now ${time(this.clock.now(), this.guest.current().venue.rules?.timeZone ?? null)}` }
      case 'dropNextResponse':
        this.guest.api.dropNextResponse()
        return { ok: true }
      case 'guest':
        await this.guest.settled()
        this.guest = this.guests.get(step.name)!
        this.last = null
        this.prepared = null
        return { ok: true }
    }
  }

  private async dispatch(command: Record<string, unknown>, errorExpected: boolean): Promise<Outcome> {
    const result = await this.guest.dispatch(command)
    this.last = result
    const errors = result.notices.filter((notice) => notice.kind === 'error')
    if (errorExpected) return { ok: true, ...(errors.length > 0 ? { message: `refused: ${errors.map((e) => e.key).join(', ')}` } : {}) }
    if (result.ok && errors.length === 0) return { ok: true }
    return { ok: false, message: errors.length > 0 ? `refused: ${errors.map((e) => `${e.key}${Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : ''}`).join(', ')}` : 'the command failed' }
  }

  private async command(type: string, payload: Record<string, unknown>, errorExpected: boolean): Promise<Outcome> {
    await this.guest.settled()
    let fields: Record<string, unknown>
    try {
      fields = expandShorthand(type as never, resolveReferences(payload, this.guest.presented()) as Record<string, unknown>, this.guest.menu)
      if (usesCheckoutShorthand(type, fields)) fields = await expandCheckout(fields, this.checkoutContext())
      if (type === 'SubmitOrder' && fields.fields === undefined) fields = { ...fields, fields: submitFieldsOf(this.guest.info, this.guest.current()) }
    } catch (error) {
      if (error instanceof ReferenceProblem || error instanceof ShorthandProblem || error instanceof CheckoutProblem) return { ok: false, message: error.message }
      throw error
    }
    const outcome = await this.dispatch({ ...fields, type }, errorExpected)
    if ((type === 'PreparePayment' || type === 'PayTabShare') && this.last?.ok) {
      const output = (this.last.output ?? {}) as { sessionId?: string | null; clientSecret?: string | null; paymentId?: string }
      this.prepared = { orderIds: (fields.orderIds as number[]) ?? [], sessionId: output.sessionId ?? null, clientSecret: output.clientSecret ?? null, tabPaymentId: output.paymentId ?? null }
    }
    return outcome
  }

  private checkoutContext(): CheckoutContext {
    const { guest, apiUrl } = this
    return {
      venue: guest.venue,
      info: guest.info,
      views: guest.current(),
      now: this.clock.now(),
      locate: (address) => guest.calls.geocode(address),
    }
  }

  private async expect(checks: [string, unknown][]): Promise<Outcome> {
    await this.guest.settled()
    const views = this.guest.presented()
    const problems: string[] = []
    for (const [path, expected] of checks) {
      let wanted: unknown
      try {
        wanted = resolveReferences(expected, views)
      } catch (error) {
        if (!(error instanceof ReferenceProblem)) throw error
        problems.push(`${path}: ${error.message}`)
        continue
      }
      const found = valueAt(views, path)
      if (!found.found) problems.push(`${path}: no such view path`)
      else if (!sameValue(found.value, wanted)) problems.push(`${path}: expected ${JSON.stringify(wanted)}, got ${JSON.stringify(found.value)}`)
    }
    return problems.length === 0 ? { ok: true } : { ok: false, message: problems.join('; ') }
  }

  /** The payer acts on the provider's side; the app then records the result, as its payment-result page does. */
  private async pay(act: (prepared: Prepared) => Promise<PayerOutcome> | null, errorExpected: boolean): Promise<Outcome> {
    if (this.prepared === null) return { ok: false, message: 'no PreparePayment succeeded before this payment' }
    const acting = act(this.prepared)
    if (acting === null) return { ok: false, message: 'the prepared payment offers no such way to pay (no checkout session or client secret)' }
    const payer = await acting
    if (!payer.ok) return { ok: false, message: payer.message }
    // a share of the tab: the app asks the server how its payment ended
    if (this.prepared.tabPaymentId !== null) return this.dispatch({ type: 'CheckTabShare', paymentId: this.prepared.tabPaymentId }, errorExpected)
    const orderId = payer.orderId ?? this.prepared.orderIds[0]
    if (orderId === undefined) return { ok: false, message: 'the payment names no order' }
    return this.dispatch({ type: 'RecordPaymentResult', orderId, result: { session_id: payer.sessionId } }, errorExpected)
  }

  private async staff(order: unknown, status: Parameters<typeof moveOrder>[0]['status']): Promise<Outcome> {
    await this.guest.settled()
    let orderId: unknown
    try {
      orderId = resolveReferences(order, this.guest.presented())
    } catch (error) {
      if (error instanceof ReferenceProblem) return { ok: false, message: `no order to move: ${error.message}` }
      throw error
    }
    if (typeof orderId !== 'number' || !Number.isSafeInteger(orderId)) return { ok: false, message: `no order to move (order ${JSON.stringify(orderId)})` }
    const moved = await moveOrder({ apiUrl: this.apiUrl, venue: this.guest.venue, orderId, status, token: this.staffToken() })
    return moved.ok ? { ok: true, message: `order ${orderId} is ${status}` } : moved
  }

  /** Each `await` takes the next event of that type the log has not yet handed to an earlier `await`. */
  private async awaitEvent(type: string, timeoutMs: number): Promise<Outcome> {
    const taken = this.awaited.get(type) ?? 0
    const count = () => this.guest.events().filter((event) => (event as Partial<Envelope>).type === type).length
    const deadline = Date.now() + timeoutMs
    while (count() <= taken) {
      if (Date.now() >= deadline) {
        const why = this.guest.realtimeProblem ? ` (${this.guest.realtimeProblem})` : ''
        return { ok: false, message: `no ${type} within ${timeoutMs / 1000} s${why}` }
      }
      await new Promise((resolve) => setTimeout(resolve, AWAIT_POLL_MS))
    }
    this.awaited.set(type, taken + 1)
    await this.guest.settled()
    return { ok: true }
  }
}

async function startTarget(scenario: Scenario, target: Target, clock: ScenarioClock): Promise<{ url: string; served: ServedApi | null; staffToken: () => string }> {
  const served = 'api' in target ? null : await serveFresh({ file: scenario.file, clock, venues: scenario.venues })
  const url = served?.url ?? ('api' in target ? target.api : '')
  // Against --api, the token is looked for only when a step needs the staff (STAFF_TOKEN or ./data).
  const staffToken = served ? () => served.staffToken : () => staffTokenOf({})
  // The staff open the scenario's tables through the staff endpoint, as they would at the venue.
  for (const tableId of scenario.openTables) {
    const opened = await openTable({ apiUrl: url, venue: scenario.venue, tableId, token: staffToken() })
    if (!opened.ok) throw new Error(`openTables: table ${tableId}: ${opened.message}`)
  }
  return { url, served, staffToken }
}

/** Opens the venue as a fresh guest (and a fresh server with --serve), runs the steps, and reports each. */
export async function runScenario(scenario: Scenario, target: Target): Promise<ScenarioReport> {
  const report: ScenarioReport = { file: scenario.file, name: scenario.name, steps: [] }
  if ('api' in target && scenario.venues.length > 0) {
    return { ...report, problem: `${scenario.file}: "venues" prepares a fresh database: run it with --serve` }
  }
  const clock = new ScenarioClock(scenario.at)
  let served: ServedApi | null = null
  const guests = new Map<string, Guest>()
  try {
    const started = await startTarget(scenario, target, clock)
    served = started.served
    // each guest at the table has a phone of their own: its own bus and log (issue #18)
    for (const name of scenario.guests.length > 0 ? scenario.guests : ['']) {
      guests.set(name, await openGuest({ apiUrl: started.url, venue: scenario.venue, clock, language: scenario.language, table: scenario.table }))
    }
    const run = new ScenarioRun(guests, clock, started.url, started.staffToken)
    let failed = false
    for (const [i, step] of scenario.steps.entries()) {
      const line = { index: i + 1, step: describeStep(step) }
      if (failed) {
        report.steps.push({ ...line, status: 'skipped' })
        continue
      }
      let outcome: Outcome
      try {
        outcome = await run.run(step, scenario.steps[i + 1])
      } catch (error) {
        outcome = { ok: false, message: `unexpected failure: ${(error as Error).message}` }
      }
      failed = !outcome.ok
      report.steps.push({ ...line, status: outcome.ok ? 'passed' : 'failed', ...(outcome.message ? { message: outcome.message } : {}) })
    }
    for (const guest of guests.values()) await guest.settled()
    // `--log` keeps the first guest's phone; with several guests, each phone's log is in `logs`
    report.log = [...guests.values()][0]!.exportLog()
    if (scenario.guests.length > 0) report.logs = Object.fromEntries([...guests].map(([name, guest]) => [name, guest.exportLog()]))
  } catch (error) {
    report.problem = `${scenario.file}: ${(error as Error).message}`
  } finally {
    for (const guest of guests.values()) guest.close()
    await served?.close()
  }
  return report
}
