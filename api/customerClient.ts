import type * as t from 'io-ts'
import * as contracts from './customerContracts'
import type { AddressWireC, ProfileWireC, SessionWireC } from './customerContracts'
import type { AddressInput, CustomerApi, CustomerChanges, CustomerProfile, LoginAnswer, NewCustomer, Preferences, SavedAddress } from './customerPort'
import { HttpApiBase } from './httpCall'
import type { ApiResult } from './port'

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
const messageOf = (answer: { message?: string }) => answer.message || null
const none = {}

/** The customer calls of SPEC §7 over HTTP, by their contracts (api/customerContracts.ts). */
export class HttpCustomerApi extends HttpApiBase implements CustomerApi {
  async login(email: string, password: string): Promise<ApiResult<LoginAnswer>> {
    return map(await this.request(contracts.login, { params: this.venueParams, body: { customer: { email, password }, verify: false } }), sessionFromWire)
  }

  async logout(token: string): Promise<ApiResult<null>> {
    return map(await this.request(contracts.logout, { params: this.venueParams, body: { token } }), () => null)
  }

  async refresh(): Promise<ApiResult<LoginAnswer>> {
    return map(await this.request(contracts.refresh, { params: this.venueParams }), sessionFromWire)
  }

  async socialLogin(provider: string, providerResponse: Record<string, unknown>): Promise<ApiResult<LoginAnswer>> {
    const answer = await this.request(contracts.socialLogin, { params: { ...this.venueParams, provider }, body: providerResponse })
    return map(answer, (value) => sessionFromWire({ customer: value.user }))
  }

  async register(customer: NewCustomer, preferences: Preferences | null): Promise<ApiResult<LoginAnswer>> {
    return map(await this.request(contracts.register, { params: this.venueParams, body: { customer, preferences } }), sessionFromWire)
  }

  async isCustomerRegistered(email: string): Promise<ApiResult<boolean>> {
    return map(await this.request(contracts.isCustomerRegistered, { params: this.venueParams, query: { email } }), (answer) => answer.data)
  }

  async requestPasswordReset(email: string): Promise<ApiResult<string | null>> {
    return map(await this.request(contracts.requestPasswordReset, { params: this.venueParams, body: { email } }), messageOf)
  }

  async resetPassword(input: { email: string; token: string; password: string }): Promise<ApiResult<string | null>> {
    return map(await this.request(contracts.resetPassword, { params: none, body: input }), messageOf)
  }

  async verifyResetToken(email: string, token: string): Promise<ApiResult<boolean>> {
    return map(await this.request(contracts.verifyResetToken, { params: none, body: { email, token } }), (answer) => answer.data)
  }

  async verifyPassword(email: string, password: string): Promise<ApiResult<boolean>> {
    return map(await this.request(contracts.verifyPassword, { params: this.venueParams, body: { email, password } }), (answer) => answer.data)
  }

  async verifyEmail(email: string, token: string): Promise<ApiResult<string | null>> {
    return map(await this.request(contracts.verifyEmail, { params: none, body: { email, token } }), messageOf)
  }

  async sendVerifyEmail(email: string): Promise<ApiResult<string | null>> {
    return map(await this.request(contracts.sendVerifyEmail, { params: { ...this.venueParams, email } }), messageOf)
  }

  async preferences(): Promise<ApiResult<Preferences>> {
    return map(await this.request(contracts.preferences, { params: this.venueParams }), (answer) => answer.preferences)
  }

  async customerInfo(email: string): Promise<ApiResult<CustomerProfile>> {
    return map(await this.request(contracts.customerInfo, { params: { ...this.venueParams, email } }), (answer) => profileFromWire(answer.customer))
  }

  async updateCustomer(changes: CustomerChanges, preferences: Preferences | null): Promise<ApiResult<CustomerProfile>> {
    const body = preferences === null ? { customer: changes } : { customer: changes, preferences }
    return map(await this.request(contracts.updateCustomer, { params: this.venueParams, body }), (answer) => profileFromWire(answer.customer))
  }

  async addAddress(address: AddressInput): Promise<ApiResult<SavedAddress[]>> {
    return map(await this.request(contracts.addAddress, { params: none, body: { address } }), (answer) => answer.customer_addresses.map(addressFromWire))
  }

  async updateAddress(id: number, address: Partial<AddressInput>): Promise<ApiResult<SavedAddress>> {
    return map(await this.request(contracts.updateAddress, { params: { id }, body: { address } }), (answer) => addressFromWire(answer.customer_address))
  }

  async deleteAddress(id: number): Promise<ApiResult<null>> {
    return map(await this.request(contracts.deleteAddress, { params: { id } }), () => null)
  }

  async sendContact(contact: Record<string, string | boolean | null>): Promise<ApiResult<string | null>> {
    return map(await this.request(contracts.sendContact, { params: this.venueParams, body: { contact } }), messageOf)
  }
}
