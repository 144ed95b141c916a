import type { CustomerCommandType } from './customerCodecs'
import type { CommandOf } from './codecs'
import { nothing, type Decision } from './decision'

/**
 * The customer account's commands decide nothing by themselves: what they record depends on the
 * server's answer, so it is recorded by their effects (customerEffects.ts).
 */
export function decideCustomer(_command: CommandOf<CustomerCommandType>): Decision {
  return nothing()
}
