import * as t from 'io-ts'
import type { CustomerApi, SavedAddress } from '../api/customerPort'
import type { ApiFailure, ApiResult, LoginAnswer } from '../api/port'
import { isRefreshDue } from '../domain/customerSession'
import { makeEvent as e, type DomainEvent } from '../events/catalogue'
import { IntC, NullableStringC, PositiveIntC } from '../events/codecs/primitives'
import { commandCodec as command, entry, type CommandEntry, type EffectContext, type EffectOutcome } from './command'
import { accept } from './decision'

/**
 * What a customer call hands back to the screen (the dispatch's `output`): its value, or the
 * server's message (null when there is none: the screen says 'Errore server').
 */
/** A failed call: the server's message, and the rule it names when it names one (said in the guest's language). */
export type CallOutput<T> = { ok: true; value: T } | { ok: false; message: string | null; status: number | null; rule?: { key: string; params: Record<string, string | number> } }

const PreferencesC = t.record(t.string, t.union([t.string, t.number, t.boolean, t.null]))
const NewCustomerC = t.intersection([t.type({ email: t.string, password: t.string }), t.partial({ name: NullableStringC, phone: NullableStringC, birthday: NullableStringC })])
const CustomerChangesC = t.partial({ name: NullableStringC, phone: NullableStringC, birthday: NullableStringC, email: t.string, password: t.string, current_password: t.string })
const AddressInputC = t.intersection([
  t.type({ address: t.string }),
  t.partial({ city: NullableStringC, zip: NullableStringC, province: NullableStringC, notes: NullableStringC, address_default: t.boolean }),
])
const AddressPatchC = t.partial({ address: t.string, city: NullableStringC, zip: NullableStringC, province: NullableStringC, notes: NullableStringC, address_default: t.boolean })

type Outcome<T> = EffectOutcome<CallOutput<T>>

const failed = (answer: ApiFailure): CallOutput<never> => ({ ok: false, message: answer.message, status: answer.status ?? null, ...(answer.rule ? { rule: answer.rule } : {}) })
const LOGIN_REQUIRED: Outcome<never> = { events: [], output: { ok: false, message: null, status: 401 } }
const UNAVAILABLE: Outcome<never> = { events: [], output: { ok: false, message: null, status: null } }

function outcome<T>(answer: ApiResult<T>, events: DomainEvent[] = []): Outcome<T> {
  return { events, output: answer.ok ? { ok: true, value: answer.value } : failed(answer) }
}

/** A signed-in answer: the token goes to the login record (outside the log), the customer into the log. */
function signedIn(answer: ApiResult<LoginAnswer>, ctx: EffectContext): Outcome<LoginAnswer['customer']> {
  if (!answer.ok) return outcome(answer)
  const { customer, access_token, expires_at } = answer.value
  ctx.ports.credentials.save(access_token, { customer_id: customer.customer_id, email: customer.email, expiresAt: expires_at ?? null })
  return { events: [e('CustomerLoggedIn', { customer })], then: [{ type: 'LoadCustomerProfile' }], output: { ok: true, value: customer } }
}

/** A 401 on the customer's own data means the server ended the session: the local login goes too. */
function sessionEnded(answer: ApiFailure, ctx: EffectContext): Outcome<never> {
  const ended = answer.status === 401 && ctx.views().customer.loggedIn
  if (ended) ctx.ports.credentials.clear()
  return { events: ended ? [e('CustomerLoggedOut', {})] : [], output: failed(answer) }
}

function signedInEmail(ctx: EffectContext): string | null {
  const { customer } = ctx.views()
  return customer.loggedIn && ctx.ports.credentials.token() !== null ? (customer.customer?.email ?? null) : null
}

const addressEvent = (addresses: SavedAddress[]) => e('SavedAddressesChanged', { addresses })

/** An edited address in the list; when it became the default, no other one is. */
function withUpdated(addresses: readonly SavedAddress[], updated: SavedAddress): SavedAddress[] {
  return addresses.map((address) => (address.id === updated.id ? updated : updated.address_default ? { ...address, address_default: false } : address))
}

/** A call of the customer API; without that port the command answers that the call is unavailable. */
function customerCall<C, T>(codec: t.Decoder<unknown, C>, run: (command: C, ctx: EffectContext, api: CustomerApi) => Promise<Outcome<T>>): CommandEntry<C, CallOutput<T>> {
  return entry(codec, { effect: (command, ctx) => (ctx.ports.customers ? run(command, ctx, ctx.ports.customers) : Promise.resolve(UNAVAILABLE)) })
}

/** A call on the signed-in customer's own data: refused without a login. */
function ownDataCall<C, T>(codec: t.Decoder<unknown, C>, run: (command: C, ctx: EffectContext, api: CustomerApi, email: string) => Promise<Outcome<T>>) {
  return customerCall(codec, (command, ctx, api) => {
    const email = signedInEmail(ctx)
    return email === null ? Promise.resolve(LOGIN_REQUIRED) : run(command, ctx, api, email)
  })
}

/** The answer about the customer's own data and what it records; a 401 ends the session. */
const ownDataAnswer = <T>(answer: ApiResult<T>, ctx: EffectContext, events: (value: T) => DomainEvent[] = () => []): Outcome<T> =>
  answer.ok ? outcome(answer, events(answer.value)) : sessionEnded(answer, ctx)

async function refreshLogin(ctx: EffectContext, api: CustomerApi): Promise<Outcome<LoginAnswer['customer']>> {
  const answer = await api.refresh()
  if (!answer.ok) return sessionEnded(answer, ctx)
  const { customer, access_token, expires_at } = answer.value
  ctx.ports.credentials.save(access_token, { customer_id: customer.customer_id, email: customer.email, expiresAt: expires_at ?? null })
  return { events: [], output: { ok: true, value: customer } }
}

/**
 * The customer account (SPEC §2, §3, §4 Customer, §7). What a call records depends on the
 * server's answer, so it is recorded by the effect; calls that only ask the server something (a
 * password check, whether an e-mail is registered) record nothing: their answer is the output.
 */
export const customerCommands = {
  LogIn: entry(command('LogIn', { email: t.string, password: t.string }), {
    async effect(command, ctx) {
      return signedIn(await (ctx.ports.customers ?? ctx.ports.api).login(command.email.trim(), command.password), ctx)
    },
  }),
  LogOut: entry(command('LogOut', {}), {
    // SPEC §4 Customer: logout clears local login data even when the call fails.
    decide: () => accept(e('CustomerLoggedOut', {})),
    async effect(_command, ctx) {
      const token = ctx.ports.credentials.token()
      ctx.ports.credentials.clear()
      if (token !== null) await (ctx.ports.customers ?? ctx.ports.api).logout(token)
      return { events: [] }
    },
  }),
  LogInWithProvider: customerCall(command('LogInWithProvider', { provider: t.string, response: t.record(t.string, t.unknown) }), async (command, ctx, api) =>
    signedIn(await api.socialLogin(command.provider, command.response), ctx),
  ),
  RegisterCustomer: customerCall(command('RegisterCustomer', { customer: NewCustomerC, preferences: t.union([PreferencesC, t.null]) }), async (command, ctx, api) =>
    signedIn(await api.register(command.customer, command.preferences), ctx),
  ),
  RefreshLogin: ownDataCall(command('RefreshLogin', {}), (_command, ctx, api) => refreshLogin(ctx, api)),
  LoadCustomerProfile: ownDataCall(command('LoadCustomerProfile', {}), async (_command, ctx, api, email) => {
    // SPEC §7 refresh: a token near the expiry the server gave it is renewed first.
    if (isRefreshDue(ctx.ports.credentials.expiresAt?.() ?? null, ctx.ports.clock.now())) {
      const refreshed = await refreshLogin(ctx, api)
      // The server ended the session: there is no profile to load.
      if (refreshed.events.length > 0 && refreshed.output?.ok === false) return { events: refreshed.events, output: refreshed.output }
    }
    const answer = await api.customerInfo(email)
    if (!answer.ok) return sessionEnded(answer, ctx)
    const { addresses, preferences, has_password, ...profile } = answer.value
    return { events: [e('CustomerProfileLoaded', { profile, addresses })], output: { ok: true, value: { preferences, has_password } } }
  }),
  UpdateCustomer: ownDataCall(command('UpdateCustomer', { changes: CustomerChangesC, preferences: t.union([PreferencesC, t.null]) }), async (command, ctx, api) => {
    const answer = await api.updateCustomer(command.changes, command.preferences)
    return ownDataAnswer(answer, ctx, ({ addresses, preferences: _preferences, has_password: _hasPassword, ...profile }) => {
      const loaded = e('CustomerProfileLoaded', { profile, addresses })
      const known = ctx.views().customer.customer
      if (!known || known.email === profile.email) return [loaded]
      const token = ctx.ports.credentials.token()
      if (token !== null) ctx.ports.credentials.save(token, { customer_id: known.customer_id, email: profile.email, expiresAt: ctx.ports.credentials.expiresAt?.() ?? null })
      return [e('CustomerLoggedIn', { customer: { ...known, email: profile.email } }), loaded]
    })
  }),
  AddAddress: ownDataCall(command('AddAddress', { address: AddressInputC }), async (command, ctx, api) =>
    ownDataAnswer(await api.addAddress(command.address), ctx, (addresses) => [addressEvent(addresses)]),
  ),
  UpdateAddress: ownDataCall(command('UpdateAddress', { id: IntC, address: AddressPatchC }), async (command, ctx, api) =>
    ownDataAnswer(await api.updateAddress(command.id, command.address), ctx, (updated) => [addressEvent(withUpdated(ctx.views().customer.addresses ?? [], updated))]),
  ),
  DeleteAddress: ownDataCall(command('DeleteAddress', { id: IntC }), async (command, ctx, api) =>
    ownDataAnswer(await api.deleteAddress(command.id), ctx, () => [addressEvent((ctx.views().customer.addresses ?? []).filter((address) => address.id !== command.id))]),
  ),
  SendRegistrationForm: customerCall(
    command('SendRegistrationForm', { contact: t.record(t.string, t.union([t.string, t.boolean, t.null])), markerLifetimeMs: PositiveIntC }),
    async (command, ctx, api) => {
      const answer = await api.sendContact(command.contact)
      return outcome(answer, answer.ok ? [e('RegistrationFormSent', { expiresAt: ctx.meta.now + command.markerLifetimeMs })] : [])
    },
  ),
  RequestPasswordReset: customerCall(command('RequestPasswordReset', { email: t.string }), async (command, _ctx, api) => outcome(await api.requestPasswordReset(command.email.trim()))),
  ResetPassword: customerCall(command('ResetPassword', { email: t.string, token: t.string, password: t.string }), async (command, _ctx, api) =>
    outcome(await api.resetPassword({ email: command.email, token: command.token, password: command.password })),
  ),
  CheckResetToken: customerCall(command('CheckResetToken', { email: t.string, token: t.string }), async (command, _ctx, api) => outcome(await api.verifyResetToken(command.email, command.token))),
  VerifyEmail: customerCall(command('VerifyEmail', { email: t.string, token: t.string }), async (command, _ctx, api) => outcome(await api.verifyEmail(command.email, command.token))),
  SendVerificationEmail: customerCall(command('SendVerificationEmail', { email: t.string }), async (command, _ctx, api) => outcome(await api.sendVerifyEmail(command.email.trim()))),
  CheckCustomerRegistered: customerCall(command('CheckCustomerRegistered', { email: t.string }), async (command, _ctx, api) => outcome(await api.isCustomerRegistered(command.email.trim()))),
  CheckPassword: customerCall(command('CheckPassword', { email: t.string, password: t.string }), async (command, _ctx, api) => outcome(await api.verifyPassword(command.email, command.password))),
  LoadPreferences: ownDataCall(command('LoadPreferences', {}), async (_command, ctx, api) => ownDataAnswer(await api.preferences(), ctx)),
}
