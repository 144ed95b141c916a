import { isLeft } from 'fp-ts/Either'
import { expect } from 'vitest'
import type { Command } from '../../commands/registry'
import { decide } from '../../commands/registry'
import type { Meta } from '../../commands/ports'
import type { MessageKey } from '../../domain/messages'
import type { DomainEvent } from '../../events/catalogue'
import { replay } from '../../projections/views'
import { T0, envelopes } from './builders'

export const meta = (overrides: Partial<Meta> = {}): Meta => ({ now: T0 + 3_600_000, venue: 'demo-online', deviceId: 'device-1', commandId: 'cmd-1', ...overrides })

/** Decider tests in the given / when / then form (DESIGN §9). */
export function given(...history: (DomainEvent & { at?: number })[]) {
  const views = replay(envelopes(history))
  return {
    views,
    when(command: Command, metaOverrides: Partial<Meta> = {}) {
      const decision = decide(command, views, meta(metaOverrides))
      return {
        then(...expected: DomainEvent[]) {
          if (isLeft(decision)) throw new Error(`expected events, got error ${decision.left.key}`)
          expect(decision.right).toEqual(expected)
        },
        thenNothing() {
          if (isLeft(decision)) throw new Error(`expected nothing, got error ${decision.left.key}`)
          expect(decision.right).toEqual([])
        },
        thenError(key: MessageKey, durationMs?: number) {
          if (!isLeft(decision)) throw new Error(`expected error ${key}, got ${JSON.stringify(decision.right.map((ev) => ev.type))}`)
          expect(decision.left.key).toBe(key)
          if (durationMs !== undefined) expect(decision.left.durationMs).toBe(durationMs)
        },
        decision,
      }
    },
  }
}
