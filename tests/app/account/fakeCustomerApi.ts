import type { AddressInput, CustomerApi, CustomerChanges, CustomerProfile, LoginAnswer, NewCustomer, Preferences, SavedAddress } from '../../../api/customerPort'
import type { ApiResult } from '../../../api/port'

type Account = { profile: CustomerProfile; password: string }

/**
 * The customer calls in memory, with the server's rules that the screens depend on: tokens per
 * session, 401 without one, the first address (or one marked default) the only default, the
 * current password asked to change e-mail or password. `failNext` makes the next call fail.
 */
export class FakeCustomerApi implements CustomerApi {
  accounts = new Map<string, Account>()
  contacts: Record<string, string | boolean | null>[] = []
  calls: string[] = []
  failNext: { status: number; message: string | null } | null = null
  /** The token the app presents (the fake reads it the way the HTTP client would). */
  presented: () => string | null = () => null
  private sessions = new Map<string, string>()
  private nextId = 1
  private nextAddress = 1
  private issued = 0

  add(email: string, password: string, profile: Partial<CustomerProfile> = {}): CustomerProfile {
    const full: CustomerProfile = { customer_id: this.nextId++, email, name: null, phone: null, birthday: null, email_verified: true, has_password: true, preferences: {}, addresses: [], ...profile }
    this.accounts.set(email, { profile: full, password })
    return full
  }

  private fault<T>(name: string): ApiResult<T> | null {
    this.calls.push(name)
    const fail = this.failNext
    if (!fail) return null
    this.failNext = null
    return { ok: false, kind: fail.status >= 500 ? 'network' : 'rejected', message: fail.message, status: fail.status }
  }

  private session(account: Account): LoginAnswer {
    const token = `tok-${account.profile.customer_id}-${++this.issued}`
    this.sessions.set(token, account.profile.email)
    return { customer: { customer_id: account.profile.customer_id, email: account.profile.email, is_registered: true }, access_token: token, expires_at: null }
  }

  private signedIn<T>(): Account | ApiResult<T> {
    const email = this.sessions.get(this.presented() ?? '')
    const account = email === undefined ? undefined : this.accounts.get(email)
    return account ?? { ok: false, kind: 'rejected', message: 'Accesso richiesto: effettua il login.', status: 401 }
  }

  async login(email: string, password: string): Promise<ApiResult<LoginAnswer>> {
    const fault = this.fault<LoginAnswer>('login')
    if (fault) return fault
    const account = this.accounts.get(email)
    if (!account || account.password !== password) return { ok: false, kind: 'rejected', message: 'E-mail o password non corretti.', status: 401 }
    return { ok: true, value: this.session(account) }
  }
  async logout(token: string): Promise<ApiResult<null>> {
    const fault = this.fault<null>('logout')
    if (fault) return fault
    this.sessions.delete(token)
    return { ok: true, value: null }
  }
  async refresh(): Promise<ApiResult<LoginAnswer>> {
    const account = this.signedIn<LoginAnswer>()
    if ('ok' in account) return account
    this.sessions.delete(this.presented() ?? '')
    return { ok: true, value: this.session(account) }
  }
  async socialLogin(provider: string, response: Record<string, unknown>): Promise<ApiResult<LoginAnswer>> {
    const fault = this.fault<LoginAnswer>(`socialLogin:${provider}`)
    if (fault) return fault
    const email = String(response.email)
    const account = this.accounts.get(email) ?? (this.add(email, '', { name: typeof response.name === 'string' ? response.name : null, has_password: false }), this.accounts.get(email)!)
    return { ok: true, value: this.session(account) }
  }
  async register(customer: NewCustomer, preferences: Preferences | null): Promise<ApiResult<LoginAnswer>> {
    const fault = this.fault<LoginAnswer>('register')
    if (fault) return fault
    if (this.accounts.has(customer.email)) return { ok: false, kind: 'rejected', message: 'Questo indirizzo e-mail è già registrato.', status: 409 }
    this.add(customer.email, customer.password, { name: customer.name ?? null, phone: customer.phone ?? null, birthday: customer.birthday ?? null, email_verified: false, preferences: preferences ?? {} })
    return { ok: true, value: this.session(this.accounts.get(customer.email)!) }
  }
  async isCustomerRegistered(email: string): Promise<ApiResult<boolean>> {
    return this.fault<boolean>('isCustomerRegistered') ?? { ok: true, value: this.accounts.has(email) }
  }
  async requestPasswordReset(): Promise<ApiResult<string | null>> {
    return this.fault<string | null>('requestPasswordReset') ?? { ok: true, value: "Se l'indirizzo è registrato, riceverai un'e-mail con il link per reimpostare la password." }
  }
  async resetPassword(input: { email: string; token: string; password: string }): Promise<ApiResult<string | null>> {
    const fault = this.fault<string | null>('resetPassword')
    if (fault) return fault
    const account = this.accounts.get(input.email)
    if (!account || input.token !== 'reset-token') return { ok: false, kind: 'rejected', message: 'Link di recupero password non valido o scaduto.', status: 422 }
    account.password = input.password
    return { ok: true, value: 'Password aggiornata: ora puoi accedere.' }
  }
  async verifyResetToken(email: string, token: string): Promise<ApiResult<boolean>> {
    return this.fault<boolean>('verifyResetToken') ?? { ok: true, value: this.accounts.has(email) && token === 'reset-token' }
  }
  async verifyPassword(email: string, password: string): Promise<ApiResult<boolean>> {
    return this.fault<boolean>('verifyPassword') ?? { ok: true, value: this.accounts.get(email)?.password === password }
  }
  async verifyEmail(email: string, token: string): Promise<ApiResult<string | null>> {
    const fault = this.fault<string | null>('verifyEmail')
    if (fault) return fault
    const account = this.accounts.get(email)
    if (!account || token !== 'verify-token') return { ok: false, kind: 'rejected', message: 'Link di verifica non valido o scaduto.', status: 422 }
    account.profile.email_verified = true
    return { ok: true, value: 'Indirizzo e-mail confermato.' }
  }
  async sendVerifyEmail(): Promise<ApiResult<string | null>> {
    return this.fault<string | null>('sendVerifyEmail') ?? { ok: true, value: null }
  }
  async preferences(): Promise<ApiResult<Preferences>> {
    const account = this.signedIn<Preferences>()
    return 'ok' in account ? account : { ok: true, value: account.profile.preferences }
  }
  async customerInfo(): Promise<ApiResult<CustomerProfile>> {
    const fault = this.fault<CustomerProfile>('customerInfo')
    if (fault) return fault
    const account = this.signedIn<CustomerProfile>()
    return 'ok' in account ? account : { ok: true, value: structuredClone(account.profile) }
  }
  async updateCustomer(changes: CustomerChanges, preferences: Preferences | null): Promise<ApiResult<CustomerProfile>> {
    const fault = this.fault<CustomerProfile>('updateCustomer')
    if (fault) return fault
    const account = this.signedIn<CustomerProfile>()
    if ('ok' in account) return account
    if ((changes.email !== undefined || changes.password !== undefined) && changes.current_password !== account.password) return { ok: false, kind: 'rejected', message: 'La password attuale non è corretta.', status: 403 }
    const { current_password: _current, password, email, ...fields } = changes
    Object.assign(account.profile, fields, preferences === null ? {} : { preferences })
    if (password !== undefined) account.password = password
    if (email !== undefined && email !== account.profile.email) {
      this.accounts.delete(account.profile.email)
      account.profile.email = email
      account.profile.email_verified = false
      this.accounts.set(email, account)
      for (const [token, owner] of this.sessions) if (owner !== email && this.accounts.get(owner) === undefined) this.sessions.set(token, email)
    }
    return { ok: true, value: structuredClone(account.profile) }
  }
  async addAddress(input: AddressInput): Promise<ApiResult<SavedAddress[]>> {
    const fault = this.fault<SavedAddress[]>('addAddress')
    if (fault) return fault
    const account = this.signedIn<SavedAddress[]>()
    if ('ok' in account) return account
    const addresses = account.profile.addresses
    const makeDefault = addresses.length === 0 || input.address_default === true
    if (makeDefault) for (const address of addresses) address.address_default = false
    addresses.push({ id: this.nextAddress++, address: input.address, city: input.city ?? null, zip: input.zip ?? null, province: input.province ?? null, notes: input.notes ?? null, address_default: makeDefault })
    return { ok: true, value: structuredClone(addresses) }
  }
  async updateAddress(id: number, input: Partial<AddressInput>): Promise<ApiResult<SavedAddress>> {
    const fault = this.fault<SavedAddress>('updateAddress')
    if (fault) return fault
    const account = this.signedIn<SavedAddress>()
    if ('ok' in account) return account
    const address = account.profile.addresses.find((candidate) => candidate.id === id)
    if (!address) return { ok: false, kind: 'rejected', message: 'Indirizzo non trovato', status: 404 }
    if (input.address_default === true) for (const other of account.profile.addresses) other.address_default = false
    Object.assign(address, input, { address_default: input.address_default ?? address.address_default })
    return { ok: true, value: structuredClone(address) }
  }
  async deleteAddress(id: number): Promise<ApiResult<null>> {
    const fault = this.fault<null>('deleteAddress')
    if (fault) return fault
    const account = this.signedIn<null>()
    if ('ok' in account) return account
    account.profile.addresses = account.profile.addresses.filter((address) => address.id !== id)
    return { ok: true, value: null }
  }
  async sendContact(contact: Record<string, string | boolean | null>): Promise<ApiResult<string | null>> {
    const fault = this.fault<string | null>('sendContact')
    if (fault) return fault
    this.contacts.push(contact)
    return { ok: true, value: 'Registrazione completata.' }
  }
}
