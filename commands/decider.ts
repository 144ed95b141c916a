import type { DomainEvent } from '../events/catalogue'
import type { Envelope } from '../events/envelope'
import { evolveViews, initialViews, type Views } from '../projections/views'
import { decideCart } from './cartDecider'
import type { Command } from './codecs'
import { decideCoupon } from './couponDecider'
import { customerCommandCodecs } from './customerCodecs'
import { decideCustomer } from './customerDecider'
import type { Decision } from './decision'
import { decideGuest } from './guestDecider'
import { decideOrder } from './orderDecider'
import { decidePayment } from './paymentDecider'
import type { Meta } from './ports'

/** DESIGN §4: the one decider of a venue log: the views are its state. */
export type Decider<S, C, E> = {
  initial: S
  evolve: (state: S, event: E) => S
  decide: (command: C, state: S, meta: Meta) => Decision
}

export function decide(command: Command, views: Views, meta: Meta): Decision {
  switch (command.type) {
    case 'AddLine':
    case 'DecrementLine':
    case 'RemoveLine':
    case 'EditLine':
    case 'AddSpecialMenuLine':
    case 'UpdateSpecialMenuLine':
    case 'DecrementSpecialMenuLine':
    case 'RemoveSpecialMenuLine':
    case 'ClearCart':
    case 'SetCovers':
      return decideCart(command, views)
    case 'ApplyCoupon':
    case 'RemoveCoupon':
      return decideCoupon(command, views)
    case 'EnterCheckoutDetails':
    case 'SubmitOrder':
    case 'ResendPendingOrder':
    case 'SendOrderViaWhatsApp':
      return decideOrder(command, views, meta)
    case 'ChoosePaymentMethod':
    case 'PreparePayment':
    case 'RecordPaymentResult':
      return decidePayment(command)
    default:
      return isCustomerCommand(command) ? decideCustomer(command) : decideGuest(command, views)
  }
}

function isCustomerCommand(command: Command): command is Extract<Command, { type: keyof typeof customerCommandCodecs }> {
  return Object.prototype.hasOwnProperty.call(customerCommandCodecs, command.type)
}

export const venueDecider: Decider<Views, Command, Envelope> = { initial: initialViews, evolve: evolveViews, decide }

export type { DomainEvent }
