import { left, right, type Either } from 'fp-ts/Either'
import type { DomainEvent } from '../events/catalogue'
import type { GuestError } from '../domain/notice'
import { guestError } from '../domain/notice'
import type { MessageKey } from '../domain/messages'

/** DESIGN §4: a decision is the guest error, or the events it records (`[]`: nothing happened). */
export type Decision = Either<GuestError, readonly DomainEvent[]>

export const accept = (...events: DomainEvent[]): Decision => right(events)
export const nothing = (): Decision => right([])
export const reject = (key: MessageKey, params: Record<string, string | number> = {}): Decision => left(guestError(key, params))
