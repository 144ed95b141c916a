import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as contracts from '../../api/customerContracts'
import { limitAttempts } from '../customers/attemptLimits'
import { guardedPasswordCheck } from '../customers/passwordGuesses'
import { authenticate } from '../customers/authenticate'
import { addAddress, addressesOf, deleteAddress, updateAddress } from '../customers/addresses'
import { checkedContact, registrationFormOf, saveContact } from '../customers/contacts'
import { customerByEmail } from '../customers/customerStore'
import { addressToWire, customerToWire, preferencesOf } from '../customers/customerView'
import { sendVerificationEmail, verifyEmail } from '../customers/emailVerification'
import { customerOptions, type CustomerOptions } from '../customers/options'
import { customerWithPassword } from '../customers/passwordLogin'
import { isResetTokenValid, requestPasswordReset, resetPassword } from '../customers/passwordReset'
import { registerCustomer } from '../customers/registerCustomer'
import { startSession } from '../customers/session'
import { customerForIdentity } from '../customers/socialLogin'
import { providerNamed } from '../customers/socialProviders'
import { findLiveToken, revokeCustomerTokens, revokeToken } from '../customers/tokens'
import { updateProfile } from '../customers/updateProfile'
import type { ServerDeps } from '../deps'
import { HttpProblem } from '../http'
import { Answered, route } from '../contractRoute'
import { activeVenue } from './activeVenue'

const MINUTE = 60_000

/**
 * SPEC §7 customer calls: login, logout, refresh, password reset and verification, registration,
 * profile and preferences, saved addresses, the venue's registration form, social login.
 * Calls on a customer's own data need `Authorization: Bearer <access token>` (SPEC §6, §7).
 */
export function registerCustomerRoutes(app: FastifyInstance, deps: ServerDeps, overrides: Partial<CustomerOptions> = {}) {
  const options = customerOptions(overrides, deps.config.devLogin)
  const { db } = deps
  const venueFor = (hash: string) => activeVenue(deps, hash)
  const signedIn = (req: FastifyRequest, venueHash: string | null) => authenticate(db, req.headers.authorization, deps.clock(), venueHash)
  const accountWithPassword = (req: FastifyRequest, venueHash: string, email: string, password: string) =>
    guardedPasswordCheck(db, { address: req.ip, venue: venueHash, email, now: deps.clock() }, () => customerWithPassword(db, venueHash, email, password, options.bcryptCost))

  route(app, contracts.login, async ({ params, body }, req) => {
    const venue = await venueFor(params.hash)
    const { customer: credentials, verify } = body
    const customer = await accountWithPassword(req, venue.hash, credentials.email, credentials.password)
    if (!customer) throw new HttpProblem(401, 'E-mail o password non corretti.')
    if ((verify === true || verify === 1) && customer.email_verified !== 1) throw new HttpProblem(403, "Conferma prima il tuo indirizzo e-mail con il link che ti abbiamo inviato.")
    return { customer: await startSession(db, customer, options, deps.clock()) }
  })

  // Ends the session of the token in the body; answers ok even for a token already ended (the app clears its login anyway, SPEC §4).
  route(app, contracts.logout, async ({ params, body }) => {
    const venue = await venueFor(params.hash)
    const row = await findLiveToken(db, body.token, 'access', deps.clock())
    if (row && row.venue_hash === venue.hash) await revokeToken(db, body.token, deps.clock())
    return {}
  })

  // Rotation: the presented token is revoked and a new one issued; a token already rotated is refused.
  route(app, contracts.refresh, async ({ params }, req) => {
    const venue = await venueFor(params.hash)
    const { customer, token } = await signedIn(req, venue.hash)
    const now = deps.clock()
    const session = await db.transaction().execute(async (trx) => {
      if (!(await revokeToken(trx, token, now))) throw new HttpProblem(401, 'Sessione scaduta o non valida: effettua di nuovo il login.')
      return startSession(trx, customer, options, now)
    })
    return { customer: session }
  })

  route(app, contracts.requestPasswordReset, async ({ params, body: { email } }, req) => {
    const venue = await venueFor(params.hash)
    await limitAttempts(db, [`customer-reset:ip:${req.ip}`, `customer-reset:email:${venue.hash}:${email}`], 5, 15 * MINUTE, deps.clock())
    await requestPasswordReset(db, venue.hash, email, options.resetTokenTtlMs, deps.clock(), deps.config.publicUrl)
    return { message: "Se l'indirizzo è registrato, riceverai un'e-mail con il link per reimpostare la password." }
  })

  route(app, contracts.resetPassword, async ({ body: { email, token, password } }) => {
    await resetPassword(db, email, token, password, options.bcryptCost, deps.clock())
    return { message: 'Password aggiornata: ora puoi accedere.' }
  }, { what: 'reset password' })

  route(app, contracts.verifyPassword, async ({ params, body: { email, password } }, req) => {
    const venue = await venueFor(params.hash)
    const customer = await accountWithPassword(req, venue.hash, email, password)
    return { data: customer !== null }
  })

  route(app, contracts.verifyResetToken, async ({ body: { email, token } }) => ({ data: await isResetTokenValid(db, email, token, deps.clock()) }))

  route(app, contracts.verifyEmail, async ({ body: { email, token } }) => {
    await verifyEmail(db, email, token, deps.clock())
    return { data: true, message: 'Indirizzo e-mail confermato.' }
  })

  route(app, contracts.sendVerifyEmail, async ({ params }, req) => {
    const venue = await venueFor(params.hash)
    const { email } = params
    await limitAttempts(db, [`customer-verify-mail:ip:${req.ip}`, `customer-verify-mail:email:${venue.hash}:${email}`], 5, 15 * MINUTE, deps.clock())
    const customer = await customerByEmail(db, venue.hash, email)
    if (customer) await sendVerificationEmail(db, customer, options.verifyEmailTokenTtlMs, deps.clock(), deps.config.publicUrl)
    return { message: "Se l'indirizzo è registrato e non ancora confermato, riceverai un'e-mail di conferma." }
  }, { what: 'send-verify-email' })

  route(app, contracts.isCustomerRegistered, async ({ params, query: { email } }, req) => {
    const venue = await venueFor(params.hash)
    await limitAttempts(db, [`customer-registered:ip:${req.ip}`], 30, MINUTE, deps.clock())
    const registered = (await customerByEmail(db, venue.hash, email)) !== undefined
    return { data: registered, is_registered: registered }
  })

  route(app, contracts.register, async ({ params, body }, req) => {
    const venue = await venueFor(params.hash)
    await limitAttempts(db, [`customer-register:ip:${req.ip}`], 10, 15 * MINUTE, deps.clock())
    const customer = await registerCustomer(db, venue.hash, body, options.bcryptCost, deps.clock())
    await sendVerificationEmail(db, customer, options.verifyEmailTokenTtlMs, deps.clock(), deps.config.publicUrl)
    return new Answered({ customer: await startSession(db, customer, options, deps.clock()) }, { status: 201 })
  })

  route(app, contracts.preferences, async ({ params }, req) => {
    const venue = await venueFor(params.hash)
    const { customer } = await signedIn(req, venue.hash)
    return { preferences: preferencesOf(customer) }
  })

  route(app, contracts.customerInfo, async ({ params }, req) => {
    const venue = await venueFor(params.hash)
    const { customer } = await signedIn(req, venue.hash)
    if (customer.email !== params.email) throw new HttpProblem(403, 'Puoi vedere solo i tuoi dati.')
    return { customer: customerToWire(customer, await addressesOf(db, customer.id)) }
  }, { what: 'getCustomerInfo' })

  route(app, contracts.updateCustomer, async ({ params, body: { customer: changes, preferences } }, req) => {
    const venue = await venueFor(params.hash)
    const { customer, token } = await signedIn(req, venue.hash)
    const now = deps.clock()
    const update = await updateProfile(db, customer, changes ?? {}, preferences, options.bcryptCost, now)
    if (update.passwordChanged) await revokeCustomerTokens(db, customer.id, 'access', now, token)
    // a reset link asked for before stays no key to the account once its password or address changed
    if (update.passwordChanged || update.emailChanged) await revokeCustomerTokens(db, customer.id, 'reset', now)
    if (update.emailChanged) await sendVerificationEmail(db, update.customer, options.verifyEmailTokenTtlMs, now, deps.config.publicUrl)
    return { customer: customerToWire(update.customer, await addressesOf(db, customer.id)) }
  })

  route(app, contracts.addAddress, async ({ body: { address } }, req) => {
    const { customer } = await signedIn(req, null)
    const saved = await addAddress(db, customer.id, address, deps.clock())
    const all = await addressesOf(db, customer.id)
    return new Answered({ customer_address: addressToWire(saved), customer_addresses: all.map(addressToWire) }, { status: 201 })
  }, { what: 'address' })

  route(app, contracts.updateAddress, async ({ params, body: { address } }, req) => {
    const { customer } = await signedIn(req, null)
    return { customer_address: addressToWire(await updateAddress(db, customer.id, params.id, address, deps.clock())) }
  }, { what: 'address' })

  route(app, contracts.deleteAddress, async ({ params }, req) => {
    const { customer } = await signedIn(req, null)
    await deleteAddress(db, customer.id, params.id)
    return {}
  }, { what: 'address' })

  route(app, contracts.sendContact, async ({ params, body: { contact } }, req) => {
    const venue = await venueFor(params.hash)
    await limitAttempts(db, [`customer-contact:ip:${req.ip}`], 20, 15 * MINUTE, deps.clock())
    await saveContact(db, venue.hash, checkedContact(registrationFormOf(venue), contact), deps.clock())
    return new Answered({ message: 'Registrazione completata.' }, { status: 201 })
  })

  route(app, contracts.socialProviders, async ({ params }) => {
    await venueFor(params.hash)
    return { providers: [...options.socialProviders.keys()] }
  })

  route(app, contracts.socialLogin, async ({ params, body }, req) => {
    const venue = await venueFor(params.hash)
    const provider = providerNamed(options.socialProviders, params.provider)
    await limitAttempts(db, [`customer-social:ip:${req.ip}`], 20, 15 * MINUTE, deps.clock())
    const identity = await provider.identify(body)
    const customer = await customerForIdentity(db, venue.hash, identity, deps.clock())
    const session = await startSession(db, customer, options, deps.clock())
    return { user: session, customer: session }
  })
}
