import * as t from 'io-ts'
import type { AddressInput, CustomerApi, CustomerChanges, CustomerProfile, LoginAnswer, NewCustomer, Preferences, SavedAddress } from './customerPort'
import { HttpApiBase } from './httpCall'
import type { ApiResult } from './port'

const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null])
const FlagC = t.union([t.boolean, t.number])
const PreferencesC = t.record(t.string, t.union([t.string, t.number, t.boolean, t.null]))

const AddressWireC = t.type({
  id: t.number,
  address: t.string,
  city: nullable(t.string),
  zip: nullable(t.string),
  province: nullable(t.string),
  notes: nullable(t.string),
  address_default: FlagC,
})

const SessionCustomerC = t.intersection([
  t.type({ customer_id: t.number, email: nullable(t.string), is_registered: t.boolean, access_token: t.string }),
  t.partial({ token_expires_at: nullable(t.number) }),
])
const SessionWireC = t.type({ customer: SessionCustomerC })

const ProfileWireC = t.type({
  customer_id: t.number,
  email: t.string,
  name: nullable(t.string),
  phone: nullable(t.string),
  birthday: nullable(t.string),
  email_verified: t.boolean,
  has_password: t.boolean,
  preferences: PreferencesC,
  customer_address: t.array(AddressWireC),
})

const MessageAnswerC = t.partial({ message: t.string })
const DataFlagC = t.type({ data: t.boolean })

function addressFromWire(wire: t.TypeOf<typeof AddressWireC>): SavedAddress {
  return { id: wire.id, address: wire.address, city: wire.city, zip: wire.zip, province: wire.province, notes: wire.notes, address_default: wire.address_default === true || wire.address_default === 1 }
}

function profileFromWire(wire: t.TypeOf<typeof ProfileWireC>): CustomerProfile {
  const { customer_address, ...rest } = wire
  return { ...rest, addresses: customer_address.map(addressFromWire) }
}

/** The session answers (login, register, refresh, social login) split into the customer and the token kept outside the log. */
function sessionFromWire(wire: t.TypeOf<typeof SessionWireC>): LoginAnswer {
  const { customer_id, email, is_registered, access_token, token_expires_at } = wire.customer
  return { customer: { customer_id, email, is_registered }, access_token, expires_at: token_expires_at ?? null }
}

const map = <A, B>(answer: ApiResult<A>, f: (value: A) => B): ApiResult<B> => (answer.ok ? { ok: true, value: f(answer.value) } : answer)
const messageOf = (answer: t.TypeOf<typeof MessageAnswerC>) => answer.message || null
const segment = encodeURIComponent

/** The customer calls of SPEC §7 over HTTP, matching the reference server's routes (server/routes/customers.ts). */
export class HttpCustomerApi extends HttpApiBase implements CustomerApi {
  async login(email: string, password: string): Promise<ApiResult<LoginAnswer>> {
    return map(await this.call('POST', '/api/{hash}/login', SessionWireC, { customer: { email, password }, verify: false }), sessionFromWire)
  }

  async logout(token: string): Promise<ApiResult<null>> {
    return map(await this.call('POST', '/api/{hash}/logout', t.unknown, { token }), () => null)
  }

  async refresh(): Promise<ApiResult<LoginAnswer>> {
    return map(await this.call('POST', '/api/{hash}/refresh', SessionWireC, {}), sessionFromWire)
  }

  async socialLogin(provider: string, providerResponse: Record<string, unknown>): Promise<ApiResult<LoginAnswer>> {
    const Answer = t.type({ user: SessionCustomerC })
    return map(await this.call('POST', `/api/sociallogin/{hash}/${segment(provider)}`, Answer, providerResponse), (answer) => sessionFromWire({ customer: answer.user }))
  }

  async register(customer: NewCustomer, preferences: Preferences | null): Promise<ApiResult<LoginAnswer>> {
    return map(await this.call('POST', '/api/{hash}/register', SessionWireC, { customer, preferences }), sessionFromWire)
  }

  async isCustomerRegistered(email: string): Promise<ApiResult<boolean>> {
    return map(await this.call('GET', `/api/{hash}/isCustomerRegistered?email=${segment(email)}`, DataFlagC), (answer) => answer.data)
  }

  async requestPasswordReset(email: string): Promise<ApiResult<string | null>> {
    return map(await this.call('POST', '/api/{hash}/reset-password', MessageAnswerC, { email }), messageOf)
  }

  async resetPassword(input: { email: string; token: string; password: string }): Promise<ApiResult<string | null>> {
    return map(await this.call('POST', '/api/reset/password', MessageAnswerC, input), messageOf)
  }

  async verifyResetToken(email: string, token: string): Promise<ApiResult<boolean>> {
    return map(await this.call('POST', '/api/verify-token', DataFlagC, { email, token }), (answer) => answer.data)
  }

  async verifyPassword(email: string, password: string): Promise<ApiResult<boolean>> {
    return map(await this.call('POST', '/api/{hash}/verify-password', DataFlagC, { email, password }), (answer) => answer.data)
  }

  async verifyEmail(email: string, token: string): Promise<ApiResult<string | null>> {
    return map(await this.call('POST', '/api/verify-email', MessageAnswerC, { email, token }), messageOf)
  }

  async sendVerifyEmail(email: string): Promise<ApiResult<string | null>> {
    return map(await this.call('POST', `/api/{hash}/send-verify-email/${segment(email)}`, MessageAnswerC), messageOf)
  }

  async preferences(): Promise<ApiResult<Preferences>> {
    return map(await this.call('GET', '/api/{hash}/preferences', t.type({ preferences: PreferencesC })), (answer) => answer.preferences)
  }

  async customerInfo(email: string): Promise<ApiResult<CustomerProfile>> {
    return map(await this.call('GET', `/api/{hash}/${segment(email)}/getCustomerInfo`, t.type({ customer: ProfileWireC })), (answer) => profileFromWire(answer.customer))
  }

  async updateCustomer(changes: CustomerChanges, preferences: Preferences | null): Promise<ApiResult<CustomerProfile>> {
    const body = preferences === null ? { customer: changes } : { customer: changes, preferences }
    return map(await this.call('PUT', '/api/{hash}/updateCustomer', t.type({ customer: ProfileWireC }), body), (answer) => profileFromWire(answer.customer))
  }

  async addAddress(address: AddressInput): Promise<ApiResult<SavedAddress[]>> {
    const Answer = t.type({ customer_addresses: t.array(AddressWireC) })
    return map(await this.call('POST', '/api/addNewdAddress', Answer, { address }), (answer) => answer.customer_addresses.map(addressFromWire))
  }

  async updateAddress(id: number, address: Partial<AddressInput>): Promise<ApiResult<SavedAddress>> {
    return map(await this.call('PUT', `/api/updateSavedAddress/${id}`, t.type({ customer_address: AddressWireC }), { address }), (answer) => addressFromWire(answer.customer_address))
  }

  async deleteAddress(id: number): Promise<ApiResult<null>> {
    return map(await this.call('DELETE', `/api/deleteSavedAddress/${id}`, t.unknown), () => null)
  }

  async sendContact(contact: Record<string, string | boolean | null>): Promise<ApiResult<string | null>> {
    return map(await this.call('POST', '/api/v5/restaurants/{hash}/contact', MessageAnswerC, { contact }), messageOf)
  }
}
