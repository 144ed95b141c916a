import { isLeft } from 'fp-ts/Either'
import { guestError, type Notice } from '../domain/notice'
import type { DomainEvent } from '../events/catalogue'
import { describeErrors, type Envelope } from '../events/envelope'
import type { EventStore } from '../events/store'
import { noticesOf } from '../projections/notices'
import { steps, type Views } from '../projections/views'
import type { EffectOutcome } from './command'
import type { Meta, Ports } from './ports'
import { handlers, isCommandType, type CommandOf, type CommandType, type OutputOf } from './registry'

export type DispatchResult<O = unknown> = {
  ok: boolean
  /** Everything recorded for this command, its effect and its follow-ups, in order. */
  events: Envelope[]
  notices: Notice[]
  /** What the effect hands back outside the log (a payment's client secret, its checkout URL). */
  output?: O
  /** The events are kept but storage is full (DESIGN §3). */
  storageFull: boolean
}

export type ViewsSource = { current(): Views }

const CONFLICT_RETRIES = 5

/**
 * DESIGN §1, §4: decode the command, decide against the current views, append the events, run
 * the command's effect through the ports and record its outcome. Deciding and appending are
 * serialised; effects run outside the queue so a slow call never blocks the cart. Never throws.
 */
export class CommandBus {
  private queue: Promise<unknown> = Promise.resolve()
  private readonly sending = new Set<string>()

  constructor(
    private readonly deps: { store: EventStore; views: ViewsSource; ports: Ports; venue: string; deviceId: string },
  ) {}

  /** A command the code builds: its output is typed by its entry. */
  dispatch<K extends CommandType>(command: CommandOf<K> & { type: K }): Promise<DispatchResult<OutputOf<K>>> {
    return this.execute(command.type, command)
  }

  /** What came from outside (a scenario file, a test): checked by the command's codec first. */
  dispatchInput(input: unknown): Promise<DispatchResult> {
    if (typeof input !== 'object' || input === null) return Promise.resolve(invalid('a command is an object with a type'))
    const { type } = input as { type?: unknown }
    return isCommandType(type) ? this.execute(type, input) : Promise.resolve(invalid(`unknown command ${JSON.stringify(type) ?? 'undefined'}`))
  }

  private async execute<K extends CommandType>(type: K, input: unknown): Promise<DispatchResult<OutputOf<K>>> {
    const decoded = handlers[type].codec.decode(input)
    if (isLeft(decoded)) return invalid(`${type}: ${describeErrors(decoded.left)}`)
    const command = decoded.right
    const { clock, ids } = this.deps.ports
    const meta: Meta = { now: clock.now(), venue: this.deps.venue, deviceId: this.deps.deviceId, commandId: ids.next() }

    const decided = await this.serialised(() => this.decideAndAppend(type, command, meta))
    if (!decided.ok) return decided
    const result: DispatchResult<OutputOf<K>> = { ...decided }

    const effect = handlers[type].effect
    if (!effect) return result
    let outcome: EffectOutcome<OutputOf<K>>
    try {
      outcome = await effect(command, { ports: this.deps.ports, meta, views: () => this.deps.views.current(), sending: this.sending })
    } catch {
      // A port that throws instead of answering is a fault of ours; the guest still gets a message.
      return { ...result, ok: false, notices: [...result.notices, guestError('server.error')] }
    }
    if (outcome.events.length > 0) {
      const recorded = await this.serialised(() => this.append(outcome.events, clock.now()))
      result.events.push(...recorded.events)
      result.notices.push(...recorded.notices)
      result.storageFull ||= recorded.storageFull
    }
    if (outcome.error) {
      result.ok = false
      result.notices.push(outcome.error)
    }
    if (outcome.output !== undefined) result.output = outcome.output
    for (const next of outcome.then ?? []) {
      const followed = await this.execute(next.type, next)
      result.events.push(...followed.events)
      result.notices.push(...followed.notices)
      result.storageFull ||= followed.storageFull
    }
    return result
  }

  private serialised<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work)
    this.queue = run.catch(() => undefined)
    return run
  }

  private async decideAndAppend<K extends CommandType>(type: K, command: CommandOf<K>, meta: Meta): Promise<DispatchResult<never>> {
    const decide = handlers[type].decide
    if (!decide) return { ok: true, events: [], notices: [], storageFull: false }
    for (let attempt = 0; attempt < CONFLICT_RETRIES; attempt++) {
      const views = this.deps.views.current()
      const decision = decide(command, views, meta)
      if (isLeft(decision)) return { ok: false, events: [], notices: [decision.left], storageFull: false }
      if (decision.right.length === 0) return { ok: true, events: [], notices: [], storageFull: false }
      const appended = await this.append(decision.right, meta.now, views.lastSeq)
      if (appended !== 'conflict') return appended
      // Another tab appended first: its events reach the views through the store; decide again.
    }
    return { ok: false, events: [], notices: [guestError('server.error')], storageFull: false }
  }

  private async append(events: readonly DomainEvent[], at: number): Promise<DispatchResult<never>>
  private async append(events: readonly DomainEvent[], at: number, expectedLastSeq: number): Promise<DispatchResult<never> | 'conflict'>
  private async append(events: readonly DomainEvent[], at: number, expectedLastSeq?: number): Promise<DispatchResult<never> | 'conflict'> {
    const drafts = events.map((event) => ({ ...event, id: this.deps.ports.ids.next(), at }))
    const before = this.deps.views.current()
    const appended = await this.deps.store.append(drafts, expectedLastSeq === undefined ? {} : { expectedLastSeq })
    if (!appended.ok) return 'conflict'
    const notices: Notice[] = []
    for (const { event, before: views } of steps(appended.events, before)) notices.push(...noticesOf(event, views))
    if (appended.warning === 'storage-full') notices.push(guestError('storage.full'))
    return { ok: true, events: [...appended.events], notices, storageFull: appended.warning === 'storage-full' }
  }
}

const invalid = (reason: string): DispatchResult<never> => ({ ok: false, events: [], notices: [guestError('command.invalid', { reason })], storageFull: false })
