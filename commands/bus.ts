import { isLeft } from 'fp-ts/Either'
import { guestError, type Notice } from '../domain/notice'
import type { DomainEvent } from '../events/catalogue'
import { describeErrors, type Envelope } from '../events/envelope'
import type { EventStore } from '../events/store'
import { noticesOf } from '../projections/notices'
import { evolveViews, type Views } from '../projections/views'
import { commandCodecs, isCommandType, type Command } from './codecs'
import { decide } from './decider'
import { effects, type EffectContext } from './effects'
import type { Meta, Ports } from './ports'

export type DispatchResult = {
  ok: boolean
  /** Everything recorded for this command, its effect and its follow-ups, in order. */
  events: Envelope[]
  notices: Notice[]
  /** What the effect hands back outside the log (a payment's client secret, its checkout URL). */
  output?: unknown
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

  async dispatch(input: unknown): Promise<DispatchResult> {
    const decoded = decodeCommand(input)
    if ('error' in decoded) return { ok: false, events: [], notices: [guestError('command.invalid', { reason: decoded.error })], storageFull: false }
    const command = decoded.command
    const { clock, ids } = this.deps.ports
    const meta: Meta = { now: clock.now(), venue: this.deps.venue, deviceId: this.deps.deviceId, commandId: ids.next() }

    const decided = await this.serialised(() => this.decideAndAppend(command, meta))
    if (!decided.ok) return decided
    const result: DispatchResult = { ...decided }

    const effect = effects[command.type] as ((c: Command, ctx: EffectContext) => ReturnType<NonNullable<(typeof effects)['LoadMyOrders']>>) | undefined
    if (!effect) return result
    let outcome
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
      const followed = await this.dispatch(next)
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

  private async decideAndAppend(command: Command, meta: Meta): Promise<DispatchResult> {
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

  private async append(events: readonly DomainEvent[], at: number): Promise<DispatchResult>
  private async append(events: readonly DomainEvent[], at: number, expectedLastSeq: number): Promise<DispatchResult | 'conflict'>
  private async append(events: readonly DomainEvent[], at: number, expectedLastSeq?: number): Promise<DispatchResult | 'conflict'> {
    const drafts = events.map((event) => ({ ...event, id: this.deps.ports.ids.next(), at }))
    const before = this.deps.views.current()
    const appended = await this.deps.store.append(drafts, expectedLastSeq === undefined ? {} : { expectedLastSeq })
    if (!appended.ok) return 'conflict'
    const notices: Notice[] = []
    let views = before
    for (const event of appended.events) {
      notices.push(...noticesOf(event, views))
      views = evolveViews(views, event)
    }
    if (appended.warning === 'storage-full') notices.push(guestError('storage.full'))
    return { ok: true, events: [...appended.events], notices, storageFull: appended.warning === 'storage-full' }
  }
}

export function decodeCommand(input: unknown): { command: Command } | { error: string } {
  if (typeof input !== 'object' || input === null) return { error: 'a command is an object with a type' }
  const type = (input as { type?: unknown }).type
  if (!isCommandType(type)) return { error: `unknown command ${JSON.stringify(type) ?? 'undefined'}` }
  const result = commandCodecs[type].decode(input)
  if (isLeft(result)) return { error: `${type}: ${describeErrors(result.left)}` }
  return { command: result.right as Command }
}
