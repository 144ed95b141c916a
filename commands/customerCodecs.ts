import * as t from 'io-ts'
import { IntC, NullableStringC, PositiveIntC } from '../events/codecs/primitives'

const command = <T extends string, P extends t.Props>(type: T, props: P) => t.type({ type: t.literal(type), ...props })
const optional = <P extends t.Props>(props: P) => t.partial(props)

const PreferencesC = t.record(t.string, t.union([t.string, t.number, t.boolean, t.null]))
const NewCustomerC = t.intersection([t.type({ email: t.string, password: t.string }), optional({ name: NullableStringC, phone: NullableStringC, birthday: NullableStringC })])
const CustomerChangesC = optional({ name: NullableStringC, phone: NullableStringC, birthday: NullableStringC, email: t.string, password: t.string, current_password: t.string })
const AddressInputC = t.intersection([
  t.type({ address: t.string }),
  optional({ city: NullableStringC, zip: NullableStringC, province: NullableStringC, notes: NullableStringC, address_default: t.boolean }),
])
const AddressPatchC = optional({ address: t.string, city: NullableStringC, zip: NullableStringC, province: NullableStringC, notes: NullableStringC, address_default: t.boolean })

/**
 * The customer account's commands (SPEC §2, §3, §6, §7). Those that only ask the server something
 * (a password check, whether an e-mail is registered) record nothing: their answer is the
 * dispatch's output, never an event.
 */
export const customerCommandCodecs = {
  LogInWithProvider: command('LogInWithProvider', { provider: t.string, response: t.record(t.string, t.unknown) }),
  RegisterCustomer: command('RegisterCustomer', { customer: NewCustomerC, preferences: t.union([PreferencesC, t.null]) }),
  RefreshLogin: command('RefreshLogin', {}),
  LoadCustomerProfile: command('LoadCustomerProfile', {}),
  UpdateCustomer: command('UpdateCustomer', { changes: CustomerChangesC, preferences: t.union([PreferencesC, t.null]) }),
  AddAddress: command('AddAddress', { address: AddressInputC }),
  UpdateAddress: command('UpdateAddress', { id: IntC, address: AddressPatchC }),
  DeleteAddress: command('DeleteAddress', { id: IntC }),
  SendRegistrationForm: command('SendRegistrationForm', { contact: t.record(t.string, t.union([t.string, t.boolean, t.null])), markerLifetimeMs: PositiveIntC }),
  RequestPasswordReset: command('RequestPasswordReset', { email: t.string }),
  ResetPassword: command('ResetPassword', { email: t.string, token: t.string, password: t.string }),
  CheckResetToken: command('CheckResetToken', { email: t.string, token: t.string }),
  VerifyEmail: command('VerifyEmail', { email: t.string, token: t.string }),
  SendVerificationEmail: command('SendVerificationEmail', { email: t.string }),
  CheckCustomerRegistered: command('CheckCustomerRegistered', { email: t.string }),
  CheckPassword: command('CheckPassword', { email: t.string, password: t.string }),
  LoadPreferences: command('LoadPreferences', {}),
}

export type CustomerCommandType = keyof typeof customerCommandCodecs
