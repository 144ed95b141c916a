import * as t from 'io-ts'
import { LineSnapshotC, SpecialMenuSnapshotC } from '../events/codecs/cart'
import { CheckoutDetailsC, OrderStatusC, TableC } from '../events/codecs/order'
import { VenueRulesC } from '../events/codecs/venueRules'
import { customerCommandCodecs } from './customerCodecs'
import { IntC, NonNegativeCentsC, NonNegativeIntC, NullableIntC, NullableStringC, PositiveIntC, literalUnion } from '../events/codecs/primitives'

/**
 * Every command the app (and `comanda scenario`) can send, as io-ts codecs: the bus decodes
 * what it is given before any decider sees it. Names are imperative (DESIGN §3).
 */
const command = <T extends string, P extends t.Props>(type: T, props: P) => t.type({ type: t.literal(type), ...props })

export const commandCodecs = {
  OpenVenue: t.intersection([
    command('OpenVenue', {
      restaurant_type: t.union([t.literal(1), t.literal(2), t.literal(3)]),
      rid: NullableIntC,
      name: t.string,
      currency: t.string,
    }),
    t.partial({ rules: VenueRulesC }),
  ]),
  ChooseLanguage: command('ChooseLanguage', { code: t.string, rtl: t.boolean }),
  AddLine: command('AddLine', { line: LineSnapshotC, quantity: PositiveIntC }),
  DecrementLine: command('DecrementLine', { lineKey: t.string }),
  RemoveLine: command('RemoveLine', { lineKey: t.string }),
  EditLine: command('EditLine', { lineKey: t.string, line: LineSnapshotC, quantity: PositiveIntC }),
  AddSpecialMenuLine: command('AddSpecialMenuLine', { line: SpecialMenuSnapshotC, quantity: PositiveIntC }),
  UpdateSpecialMenuLine: command('UpdateSpecialMenuLine', { lineKey: t.string, line: SpecialMenuSnapshotC }),
  DecrementSpecialMenuLine: command('DecrementSpecialMenuLine', { lineKey: t.string }),
  RemoveSpecialMenuLine: command('RemoveSpecialMenuLine', { lineKey: t.string }),
  ClearCart: command('ClearCart', {}),
  ApplyCoupon: command('ApplyCoupon', { code: t.string }),
  RemoveCoupon: command('RemoveCoupon', {}),
  SetCovers: command('SetCovers', { covers: NonNegativeIntC, coverUnitPrice: NonNegativeCentsC }),
  EnterCheckoutDetails: command('EnterCheckoutDetails', { details: CheckoutDetailsC }),
  ScanTableQr: command('ScanTableQr', { qr: t.string, table: t.union([TableC, t.null]) }),
  ClearUniqueTable: command('ClearUniqueTable', {}),
  VerifyTableSession: command('VerifyTableSession', { table_id: IntC }),
  SubmitOrder: command('SubmitOrder', { fields: t.record(t.string, t.string) }),
  ResendPendingOrder: command('ResendPendingOrder', {}),
  SendOrderViaWhatsApp: command('SendOrderViaWhatsApp', { number: t.string, text: t.string }),
  ChoosePaymentMethod: command('ChoosePaymentMethod', { orderId: IntC, payment_method: t.string }),
  PreparePayment: command('PreparePayment', { orderIds: t.array(IntC), provider: t.string, query_string: NullableStringC }),
  RecordPaymentResult: command('RecordPaymentResult', { orderId: IntC, result: t.record(t.string, t.unknown) }),
  RecordOrderStateChange: command('RecordOrderStateChange', {
    orderid: IntC,
    restaurantorderid: NullableIntC,
    status: t.union([OrderStatusC, t.null]),
  }),
  LoadMyOrders: command('LoadMyOrders', {}),
  CallWaiter: command('CallWaiter', {}),
  LogIn: command('LogIn', { email: t.string, password: t.string }),
  LogOut: command('LogOut', {}),
  ClearOrderSession: command('ClearOrderSession', { reason: literalUnion(['expired', 'guest'], 'ClearReason') }),
  SaveNavigationSession: command('SaveNavigationSession', {}),
  ...customerCommandCodecs,
}

export type CommandType = keyof typeof commandCodecs
export type Command = { [K in CommandType]: t.TypeOf<(typeof commandCodecs)[K]> }[CommandType]
export type CommandOf<K extends CommandType> = Extract<Command, { type: K }>

export function isCommandType(type: unknown): type is CommandType {
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(commandCodecs, type)
}
