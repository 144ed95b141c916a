import type { CustomerApi, SavedAddress } from '../api/customerPort'
import type { ApiFailure, ApiResult, LoginAnswer } from '../api/port'
import { isRefreshDue } from '../domain/customerSession'
import { makeEvent as e, type DomainEvent } from '../events/catalogue'
import type { CommandOf } from './codecs'
import type { CustomerCommandType } from './customerCodecs'
import type { EffectContext, EffectOutcome } from './effects'

/**
 * What a customer call hands back to the screen (the dispatch's `output`): its value, or the
 * server's message (null when there is none: the screen says 'Errore server').
 */
export type CallOutput<T> = { ok: true; value: T } | { ok: false; message: string | null; status: number | null }

const failed = (answer: ApiFailure): CallOutput<never> => ({ ok: false, message: answer.message, status: answer.status ?? null })
const LOGIN_REQUIRED: CallOutput<never> = { ok: false, message: null, status: 401 }
const UNAVAILABLE: EffectOutcome = { events: [], output: { ok: false, message: null, status: null } }

function outcome<T>(answer: ApiResult<T>, events: DomainEvent[] = [], then: EffectOutcome['then'] = []): EffectOutcome {
  return { events, then, output: answer.ok ? { ok: true, value: answer.value } : failed(answer) }
}

/** A signed-in answer: the token goes to the login record (outside the log), the customer into the log. */
function signedIn(answer: ApiResult<LoginAnswer>, ctx: EffectContext): EffectOutcome {
  if (!answer.ok) return outcome(answer)
  const { customer, access_token, expires_at } = answer.value
  ctx.ports.credentials.save(access_token, { customer_id: customer.customer_id, email: customer.email, expiresAt: expires_at ?? null })
  return { events: [e('CustomerLoggedIn', { customer })], then: [{ type: 'LoadCustomerProfile' }], output: { ok: true, value: customer } }
}

/** A 401 on the customer's own data means the server ended the session: the local login goes too. */
function sessionEnded(answer: ApiResult<unknown>, ctx: EffectContext): DomainEvent[] {
  if (answer.ok || answer.status !== 401 || !ctx.views().customer.loggedIn) return []
  ctx.ports.credentials.clear()
  return [e('CustomerLoggedOut', {})]
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

type CustomerEffects = { [K in CustomerCommandType | 'LogIn' | 'LogOut']: (command: CommandOf<K>, ctx: EffectContext) => Promise<EffectOutcome> }

function withCustomers<K extends CustomerCommandType>(run: (command: CommandOf<K>, ctx: EffectContext, api: CustomerApi) => Promise<EffectOutcome>) {
  return (command: CommandOf<K>, ctx: EffectContext): Promise<EffectOutcome> => (ctx.ports.customers ? run(command, ctx, ctx.ports.customers) : Promise.resolve(UNAVAILABLE))
}

/** The customer calls of SPEC §7 and what their answers record (SPEC §3 Customer, §4 Customer). */
export const customerEffects: CustomerEffects = {
  async LogIn(command, ctx) {
    return signedIn(await (ctx.ports.customers ?? ctx.ports.api).login(command.email.trim(), command.password), ctx)
  },
  async LogOut(_command, ctx) {
    // SPEC §4 Customer: local login data is cleared even when the call fails.
    const token = ctx.ports.credentials.token()
    ctx.ports.credentials.clear()
    if (token !== null) await (ctx.ports.customers ?? ctx.ports.api).logout(token)
    return { events: [] }
  },
  LogInWithProvider: withCustomers<'LogInWithProvider'>(async (command, ctx, api) => {
    return signedIn(await api.socialLogin(command.provider, command.response), ctx)
  }),
  RegisterCustomer: withCustomers<'RegisterCustomer'>(async (command, ctx, api) => {
    return signedIn(await api.register(command.customer, command.preferences), ctx)
  }),
  RefreshLogin: withCustomers<'RefreshLogin'>(async (_command, ctx, api) => {
    if (signedInEmail(ctx) === null) return { events: [], output: LOGIN_REQUIRED }
    const answer = await api.refresh()
    if (!answer.ok) return { events: sessionEnded(answer, ctx), output: failed(answer) }
    const { customer, access_token, expires_at } = answer.value
    ctx.ports.credentials.save(access_token, { customer_id: customer.customer_id, email: customer.email, expiresAt: expires_at ?? null })
    return { events: [], output: { ok: true, value: customer } }
  }),
  LoadCustomerProfile: withCustomers<'LoadCustomerProfile'>(async (_command, ctx, api) => {
    const email = signedInEmail(ctx)
    if (email === null) return { events: [], output: LOGIN_REQUIRED }
    // SPEC §7 refresh: a token near the expiry the server gave it is renewed first.
    if (isRefreshDue(ctx.ports.credentials.expiresAt?.() ?? null, ctx.ports.clock.now())) {
      const refreshed = await customerEffects.RefreshLogin({ type: 'RefreshLogin' }, ctx)
      if (refreshed.events.length > 0) return refreshed
    }
    const answer = await api.customerInfo(email)
    if (!answer.ok) return { events: sessionEnded(answer, ctx), output: failed(answer) }
    const { addresses, preferences, has_password: _hasPassword, ...profile } = answer.value
    return { events: [e('CustomerProfileLoaded', { profile, addresses })], output: { ok: true, value: { preferences, has_password: answer.value.has_password } } }
  }),
  UpdateCustomer: withCustomers<'UpdateCustomer'>(async (command, ctx, api) => {
    if (signedInEmail(ctx) === null) return { events: [], output: LOGIN_REQUIRED }
    const answer = await api.updateCustomer(command.changes, command.preferences)
    if (!answer.ok) return { events: sessionEnded(answer, ctx), output: failed(answer) }
    const { addresses, preferences: _preferences, has_password: _hasPassword, ...profile } = answer.value
    const events: DomainEvent[] = [e('CustomerProfileLoaded', { profile, addresses })]
    const known = ctx.views().customer.customer
    if (known && known.email !== profile.email) {
      events.unshift(e('CustomerLoggedIn', { customer: { ...known, email: profile.email } }))
      const token = ctx.ports.credentials.token()
      if (token !== null) ctx.ports.credentials.save(token, { customer_id: known.customer_id, email: profile.email, expiresAt: ctx.ports.credentials.expiresAt?.() ?? null })
    }
    return { events, output: { ok: true, value: answer.value } }
  }),
  AddAddress: withCustomers<'AddAddress'>(async (command, ctx, api) => {
    if (signedInEmail(ctx) === null) return { events: [], output: LOGIN_REQUIRED }
    const answer = await api.addAddress(command.address)
    return answer.ok ? outcome(answer, [addressEvent(answer.value)]) : { events: sessionEnded(answer, ctx), output: failed(answer) }
  }),
  UpdateAddress: withCustomers<'UpdateAddress'>(async (command, ctx, api) => {
    if (signedInEmail(ctx) === null) return { events: [], output: LOGIN_REQUIRED }
    const answer = await api.updateAddress(command.id, command.address)
    if (!answer.ok) return { events: sessionEnded(answer, ctx), output: failed(answer) }
    return outcome(answer, [addressEvent(withUpdated(ctx.views().customer.addresses ?? [], answer.value))])
  }),
  DeleteAddress: withCustomers<'DeleteAddress'>(async (command, ctx, api) => {
    if (signedInEmail(ctx) === null) return { events: [], output: LOGIN_REQUIRED }
    const answer = await api.deleteAddress(command.id)
    if (!answer.ok) return { events: sessionEnded(answer, ctx), output: failed(answer) }
    return outcome(answer, [addressEvent((ctx.views().customer.addresses ?? []).filter((address) => address.id !== command.id))])
  }),
  SendRegistrationForm: withCustomers<'SendRegistrationForm'>(async (command, ctx, api) => {
    const answer = await api.sendContact(command.contact)
    return outcome(answer, answer.ok ? [e('RegistrationFormSent', { expiresAt: ctx.meta.now + command.markerLifetimeMs })] : [])
  }),
  RequestPasswordReset: withCustomers<'RequestPasswordReset'>(async (command, ctx, api) => {
    return outcome(await api.requestPasswordReset(command.email.trim()))
  }),
  ResetPassword: withCustomers<'ResetPassword'>(async (command, ctx, api) => {
    return outcome(await api.resetPassword({ email: command.email, token: command.token, password: command.password }))
  }),
  CheckResetToken: withCustomers<'CheckResetToken'>(async (command, ctx, api) => {
    return outcome(await api.verifyResetToken(command.email, command.token))
  }),
  VerifyEmail: withCustomers<'VerifyEmail'>(async (command, ctx, api) => {
    return outcome(await api.verifyEmail(command.email, command.token))
  }),
  SendVerificationEmail: withCustomers<'SendVerificationEmail'>(async (command, ctx, api) => {
    return outcome(await api.sendVerifyEmail(command.email.trim()))
  }),
  CheckCustomerRegistered: withCustomers<'CheckCustomerRegistered'>(async (command, ctx, api) => {
    return outcome(await api.isCustomerRegistered(command.email.trim()))
  }),
  CheckPassword: withCustomers<'CheckPassword'>(async (command, ctx, api) => {
    return outcome(await api.verifyPassword(command.email, command.password))
  }),
  LoadPreferences: withCustomers<'LoadPreferences'>(async (_command, ctx, api) => {
    if (signedInEmail(ctx) === null) return { events: [], output: LOGIN_REQUIRED }
    const answer = await api.preferences()
    return answer.ok ? outcome(answer) : { events: sessionEnded(answer, ctx), output: failed(answer) }
  }),
}
