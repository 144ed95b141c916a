import { isOwnKey } from '../domain/ownKey'
import type { Views } from '../projections/views'
import { cartCommands } from './cart'
import type { CommandEntry } from './command'
import { couponCommands } from './coupon'
import { customerCommands } from './customer'
import { nothing, type Decision } from './decision'
import { guestCommands } from './guest'
import { orderCommands } from './order'
import { paymentCommands } from './payment'
import { tabCommands } from './tab'
import type { Meta } from './ports'

/** Every command the app (and `comanda scenario`) can send, one entry each, by feature (DESIGN §4). */
const entries = { ...cartCommands, ...couponCommands, ...orderCommands, ...paymentCommands, ...guestCommands, ...customerCommands, ...tabCommands }

type Entries = typeof entries
export type CommandType = keyof Entries
export type CommandOf<K extends CommandType> = K extends CommandType ? (Entries[K] extends CommandEntry<infer C, infer _O> ? C : never) : never
/** What the command's effect hands its caller outside the log (a payment's client secret, a customer call's answer). */
export type OutputOf<K extends CommandType> = K extends CommandType ? (Entries[K] extends CommandEntry<infer _C, infer O> ? O : never) : never
export type Command = { [K in CommandType]: CommandOf<K> }[CommandType]

/** The same entries, typed by a map over the command types so `handlers[command.type]` fits its command. */
export const handlers: { [K in CommandType]: CommandEntry<CommandOf<K>, OutputOf<K>> } = entries

export function isCommandType(type: unknown): type is CommandType {
  return isOwnKey(entries, type)
}

/** DESIGN §4: the one decider of a venue log; the views are its state. */
export function decide(command: Command, views: Views, meta: Meta): Decision {
  return decideAs(command.type, command, views, meta)
}

function decideAs<K extends CommandType>(type: K, command: CommandOf<K>, views: Views, meta: Meta): Decision {
  const decideIt = handlers[type].decide
  return decideIt ? decideIt(command, views, meta) : nothing()
}
