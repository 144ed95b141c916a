import type { ApiResult } from './port'

/** SPEC §3 Customer: what the app keeps of a signed-in customer (the token goes to the login record, never to the log). */
export type CustomerIdentity = { customer_id: number; email: string | null; is_registered: boolean }

/** `expires_at`: when the token expires, as the server said (epoch ms). */
export type LoginAnswer = { customer: CustomerIdentity; access_token: string; expires_at?: number | null }

/** SPEC §3 Customer: a saved address (customer_address list, with id and address_default). */
export type SavedAddress = {
  id: number
  address: string
  city: string | null
  zip: string | null
  province: string | null
  notes: string | null
  address_default: boolean
}

export type AddressInput = {
  address: string
  city?: string | null
  zip?: string | null
  province?: string | null
  notes?: string | null
  address_default?: boolean
}

export type Preferences = Record<string, string | number | boolean | null>

/** The customer's own data (getCustomerInfo, updateCustomer). */
export type CustomerProfile = {
  customer_id: number
  email: string
  name: string | null
  phone: string | null
  birthday: string | null
  email_verified: boolean
  has_password: boolean
  preferences: Preferences
  addresses: SavedAddress[]
}

export type NewCustomer = { email: string; password: string; name?: string | null; phone?: string | null; birthday?: string | null }

export type CustomerChanges = { name?: string | null; phone?: string | null; birthday?: string | null; email?: string; password?: string; current_password?: string }

/** The customer calls of SPEC §7, as the command bus sees them (DESIGN §4 ports). */
export interface CustomerApi {
  login(email: string, password: string): Promise<ApiResult<LoginAnswer>>
  logout(token: string): Promise<ApiResult<null>>
  /** Rotates the access token: the presented one stops working. */
  refresh(): Promise<ApiResult<LoginAnswer>>
  socialLogin(provider: string, providerResponse: Record<string, unknown>): Promise<ApiResult<LoginAnswer>>
  register(customer: NewCustomer, preferences: Preferences | null): Promise<ApiResult<LoginAnswer>>
  isCustomerRegistered(email: string): Promise<ApiResult<boolean>>
  requestPasswordReset(email: string): Promise<ApiResult<string | null>>
  resetPassword(input: { email: string; token: string; password: string }): Promise<ApiResult<string | null>>
  verifyResetToken(email: string, token: string): Promise<ApiResult<boolean>>
  verifyPassword(email: string, password: string): Promise<ApiResult<boolean>>
  verifyEmail(email: string, token: string): Promise<ApiResult<string | null>>
  sendVerifyEmail(email: string): Promise<ApiResult<string | null>>
  preferences(): Promise<ApiResult<Preferences>>
  customerInfo(email: string): Promise<ApiResult<CustomerProfile>>
  updateCustomer(changes: CustomerChanges, preferences: Preferences | null): Promise<ApiResult<CustomerProfile>>
  addAddress(address: AddressInput): Promise<ApiResult<SavedAddress[]>>
  updateAddress(id: number, address: Partial<AddressInput>): Promise<ApiResult<SavedAddress>>
  deleteAddress(id: number): Promise<ApiResult<null>>
  /** The venue's registration form (SPEC §3 Registration form fields). */
  sendContact(contact: Record<string, string | boolean | null>): Promise<ApiResult<string | null>>
}
