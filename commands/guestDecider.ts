import type { ApiResult, TableSessionAnswer } from '../api/port'
import type { ServerOrder } from '../domain/order'
import { ordersHash } from '../domain/ordersHash'
import { makeEvent as e, type DomainEvent } from '../events/catalogue'
import type { Views } from '../projections/views'
import type { CommandOf } from './codecs'
import { accept, nothing, type Decision } from './decision'

type GuestCommand = CommandOf<
  | 'OpenVenue'
  | 'ChooseLanguage'
  | 'ScanTableQr'
  | 'ClearUniqueTable'
  | 'VerifyTableSession'
  | 'RecordOrderStateChange'
  | 'LoadMyOrders'
  | 'CallWaiter'
  | 'LogIn'
  | 'LogOut'
  | 'ClearOrderSession'
  | 'SaveNavigationSession'
>

/** The venue, its table, the guest's session and account (SPEC §1, §4). Calls happen in the effects. */
export function decideGuest(command: GuestCommand, views: Views): Decision {
  switch (command.type) {
    case 'OpenVenue': {
      const { venue } = views
      const same =
        venue.restaurant_type === command.restaurant_type &&
        venue.rid === command.rid &&
        venue.name === command.name &&
        venue.currency === command.currency &&
        JSON.stringify(venue.rules) === JSON.stringify(command.rules ?? null)
      if (same) return nothing()
      const { type: _type, ...opened } = command
      return accept(e('VenueOpened', opened))
    }
    case 'ChooseLanguage':
      return views.venue.language.code === command.code && views.venue.language.rtl === command.rtl
        ? nothing()
        : accept(e('LanguageChosen', { code: command.code, rtl: command.rtl }))
    case 'ScanTableQr':
      return accept(e('UniqueTableSet', { qr: command.qr, table: command.table }))
    case 'ClearUniqueTable':
      return views.table.uniqueTable === null ? nothing() : accept(e('UniqueTableCleared', {}))
    case 'RecordOrderStateChange':
      return accept(
        e('OrderStateChanged', { orderid: command.orderid, restaurantorderid: command.restaurantorderid, status: command.status }),
      )
    case 'ClearOrderSession': {
      const { session } = views
      const anything = session.lastOrderAt !== null || session.lastClientOrder !== null || session.orderSent || session.waitingForPayment
      return anything ? accept(e('OrderSessionCleared', { reason: command.reason })) : nothing()
    }
    case 'SaveNavigationSession':
      return accept(e('NavigationSessionSaved', {}))
    case 'LogOut':
      // SPEC §4 Customer: logout clears local login data even when the call fails.
      return accept(e('CustomerLoggedOut', {}))
    case 'VerifyTableSession':
    case 'LoadMyOrders':
    case 'CallWaiter':
    case 'LogIn':
      return nothing()
  }
}

/** SPEC §1: table sessions are verified only for venue type 2 or higher. */
export function tableSessionNeeded(views: Views): number | null {
  const table = views.table.uniqueTable?.table
  return views.venue.restaurant_type >= 2 && table ? table.id : null
}

export function tableSessionVerified(tableId: number, answer: ApiResult<TableSessionAnswer>): DomainEvent[] {
  return answer.ok ? [e('TableSessionVerified', { table_id: tableId, session: answer.value })] : []
}

export function myOrdersLoaded(answer: ApiResult<ServerOrder[]>): DomainEvent[] {
  // SPEC §8: order-load errors are only logged.
  return answer.ok ? [e('MyOrdersLoaded', { orders: answer.value, hash: ordersHash(answer.value) })] : []
}

export function waiterCalled(answer: ApiResult<null>): DomainEvent[] {
  return answer.ok ? [e('WaiterCalled', {})] : []
}
