import * as t from 'io-ts'
import type { GuestError } from '../domain/notice'
import type { DomainEvent } from '../events/catalogue'
import type { Views } from '../projections/views'
import type { Decision } from './decision'
import type { Meta, Ports } from './ports'

/** What an effect may use: the ports (the only way out), the command's meta and the views now. */
export type EffectContext = { ports: Ports; meta: Meta; views: () => Views; sending: Set<string> }

/**
 * The commands an effect asks for next: reading what the answer changed on the server. Declared
 * here, not derived from the registry, because the registry's types are inferred from the effects.
 */
export type FollowUp = { type: 'LoadMyOrders' } | { type: 'LoadCustomerProfile' } | { type: 'VerifyTableSession'; table_id: number } | { type: 'SyncTab' }

/** What an effect's call came to: events to record, follow-up commands, what to hand the caller. */
export type EffectOutcome<O = never> = { events: DomainEvent[]; then?: FollowUp[]; error?: GuestError; output?: O }

/** An effect that had nothing to record (no call was due, or one is already under way). */
export const noEvents: EffectOutcome<never> = { events: [] }

/**
 * DESIGN §4: one entry per command, beside the others of its feature. `decide` is pure (the
 * views are its state; without one the command records nothing by itself); `effect` calls the
 * venue through the ports and turns the answer into events, follow-ups and the caller's output.
 */
export type CommandEntry<C, O = never> = {
  codec: t.Decoder<unknown, C>
  decide?: (command: C, views: Views, meta: Meta) => Decision
  effect?: (command: C, ctx: EffectContext) => Promise<EffectOutcome<O>>
}

/** A command's codec: its `type` and its fields. Names are imperative (DESIGN §3). */
export const commandCodec = <T extends string, P extends t.Props>(type: T, props: P) => t.type({ type: t.literal(type), ...props })

export function entry<C, O = never>(codec: t.Decoder<unknown, C>, parts: Omit<CommandEntry<C, O>, 'codec'> = {}): CommandEntry<C, O> {
  return { codec, ...parts }
}
