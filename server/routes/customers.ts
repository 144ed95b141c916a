import type { FastifyInstance, FastifyRequest } from 'fastify'
import { limitAttempts } from '../customers/attemptLimits'
import { authenticate } from '../customers/authenticate'
import { addAddress, addressesOf, deleteAddress, updateAddress } from '../customers/addresses'
import {
  AddressBodyC,
  AddressPatchBodyC,
  ContactBodyC,
  EmailAndPasswordBodyC,
  EmailAndTokenBodyC,
  EmailBodyC,
  EmailParamC,
  IdParamC,
  LoginBodyC,
  RegisterBodyC,
  ResetPasswordBodyC,
  TokenBodyC,
  UpdateCustomerBodyC,
  VerifyEmailBodyC,
} from '../customers/codecs'
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
import { decodeOrThrow, HttpProblem, ok } from '../http'
import { activeVenue } from './activeVenue'

type Hash = { Params: { hash: string } }
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
  const passwordAttempts = (req: FastifyRequest, venueHash: string, email: string) =>
    limitAttempts(db, [`customer-login:ip:${req.ip}`, `customer-login:email:${venueHash}:${email}`], 10, 15 * MINUTE, deps.clock())

  app.post<Hash>('/api/:hash/login', async (req, reply) => {
    const venue = await venueFor(req.params.hash)
    const { customer: credentials, verify } = decodeOrThrow(LoginBodyC, req.body, 'login')
    await passwordAttempts(req, venue.hash, credentials.email)
    const customer = await customerWithPassword(db, venue.hash, credentials.email, credentials.password, options.bcryptCost)
    if (!customer) throw new HttpProblem(401, 'E-mail o password non corretti.')
    if ((verify === true || verify === 1) && customer.email_verified !== 1) throw new HttpProblem(403, "Conferma prima il tuo indirizzo e-mail con il link che ti abbiamo inviato.")
    return ok(reply, { customer: await startSession(db, customer, options, deps.clock()) })
  })

  // Ends the session of the token in the body; answers ok even for a token already ended (the app clears its login anyway, SPEC §4).
  app.post<Hash>('/api/:hash/logout', async (req, reply) => {
    const venue = await venueFor(req.params.hash)
    const { token } = decodeOrThrow(TokenBodyC, req.body, 'logout')
    const row = await findLiveToken(db, token, 'access', deps.clock())
    if (row && row.venue_hash === venue.hash) await revokeToken(db, token, deps.clock())
    return ok(reply)
  })

  // Rotation: the presented token is revoked and a new one issued; a token already rotated is refused.
  app.post<Hash>('/api/:hash/refresh', async (req, reply) => {
    const venue = await venueFor(req.params.hash)
    const { customer, token } = await signedIn(req, venue.hash)
    const now = deps.clock()
    const session = await db.transaction().execute(async (trx) => {
      if (!(await revokeToken(trx, token, now))) throw new HttpProblem(401, 'Sessione scaduta o non valida: effettua di nuovo il login.')
      return startSession(trx, customer, options, now)
    })
    return ok(reply, { customer: session })
  })

  app.post<Hash>('/api/:hash/reset-password', async (req, reply) => {
    const venue = await venueFor(req.params.hash)
    const { email } = decodeOrThrow(EmailBodyC, req.body, 'reset-password')
    await limitAttempts(db, [`customer-reset:ip:${req.ip}`, `customer-reset:email:${venue.hash}:${email}`], 5, 15 * MINUTE, deps.clock())
    await requestPasswordReset(db, venue.hash, email, options.resetTokenTtlMs, deps.clock(), deps.config.publicUrl)
    return ok(reply, { message: "Se l'indirizzo è registrato, riceverai un'e-mail con il link per reimpostare la password." })
  })

  app.post('/api/reset/password', async (req, reply) => {
    const { email, token, password } = decodeOrThrow(ResetPasswordBodyC, req.body, 'reset password')
    await resetPassword(db, email, token, password, options.bcryptCost, deps.clock())
    return ok(reply, { message: 'Password aggiornata: ora puoi accedere.' })
  })

  app.post<Hash>('/api/:hash/verify-password', async (req, reply) => {
    const venue = await venueFor(req.params.hash)
    const { email, password } = decodeOrThrow(EmailAndPasswordBodyC, req.body, 'verify-password')
    await passwordAttempts(req, venue.hash, email)
    const customer = await customerWithPassword(db, venue.hash, email, password, options.bcryptCost)
    return ok(reply, { data: customer !== null })
  })

  app.post('/api/verify-token', async (req, reply) => {
    const { email, token } = decodeOrThrow(EmailAndTokenBodyC, req.body, 'verify-token')
    return ok(reply, { data: await isResetTokenValid(db, email, token, deps.clock()) })
  })

  app.post('/api/verify-email', async (req, reply) => {
    const { email, token } = decodeOrThrow(VerifyEmailBodyC, req.body, 'verify-email')
    await verifyEmail(db, email, token, deps.clock())
    return ok(reply, { data: true, message: 'Indirizzo e-mail confermato.' })
  })

  app.post<{ Params: { hash: string; email: string } }>('/api/:hash/send-verify-email/:email', async (req, reply) => {
    const venue = await venueFor(req.params.hash)
    const email = decodeOrThrow(EmailParamC, { email: req.params.email }, 'send-verify-email').email
    await limitAttempts(db, [`customer-verify-mail:ip:${req.ip}`, `customer-verify-mail:email:${venue.hash}:${email}`], 5, 15 * MINUTE, deps.clock())
    const customer = await customerByEmail(db, venue.hash, email)
    if (customer) await sendVerificationEmail(db, customer, options.verifyEmailTokenTtlMs, deps.clock(), deps.config.publicUrl)
    return ok(reply, { message: "Se l'indirizzo è registrato e non ancora confermato, riceverai un'e-mail di conferma." })
  })

  app.get<Hash & { Querystring: { email?: unknown } }>('/api/:hash/isCustomerRegistered', async (req, reply) => {
    const venue = await venueFor(req.params.hash)
    const email = decodeOrThrow(EmailParamC, { email: req.query.email }, 'isCustomerRegistered').email
    await limitAttempts(db, [`customer-registered:ip:${req.ip}`], 30, MINUTE, deps.clock())
    const registered = (await customerByEmail(db, venue.hash, email)) !== undefined
    return ok(reply, { data: registered, is_registered: registered })
  })

  app.post<Hash>('/api/:hash/register', async (req, reply) => {
    const venue = await venueFor(req.params.hash)
    const registration = decodeOrThrow(RegisterBodyC, req.body, 'register')
    await limitAttempts(db, [`customer-register:ip:${req.ip}`], 10, 15 * MINUTE, deps.clock())
    const customer = await registerCustomer(db, venue.hash, registration, options.bcryptCost, deps.clock())
    await sendVerificationEmail(db, customer, options.verifyEmailTokenTtlMs, deps.clock(), deps.config.publicUrl)
    return ok(reply, { customer: await startSession(db, customer, options, deps.clock()) }, 201)
  })

  app.get<Hash>('/api/:hash/preferences', async (req, reply) => {
    const venue = await venueFor(req.params.hash)
    const { customer } = await signedIn(req, venue.hash)
    return ok(reply, { preferences: preferencesOf(customer) })
  })

  app.get<{ Params: { hash: string; email: string } }>('/api/:hash/:email/getCustomerInfo', async (req, reply) => {
    const venue = await venueFor(req.params.hash)
    const email = decodeOrThrow(EmailParamC, { email: req.params.email }, 'getCustomerInfo').email
    const { customer } = await signedIn(req, venue.hash)
    if (customer.email !== email) throw new HttpProblem(403, 'Puoi vedere solo i tuoi dati.')
    return ok(reply, { customer: customerToWire(customer, await addressesOf(db, customer.id)) })
  })

  app.put<Hash>('/api/:hash/updateCustomer', async (req, reply) => {
    const venue = await venueFor(req.params.hash)
    const { customer: changes, preferences } = decodeOrThrow(UpdateCustomerBodyC, req.body, 'updateCustomer')
    const { customer, token } = await signedIn(req, venue.hash)
    const now = deps.clock()
    const update = await updateProfile(db, customer, changes ?? {}, preferences, options.bcryptCost, now)
    if (update.passwordChanged) await revokeCustomerTokens(db, customer.id, 'access', now, token)
    if (update.emailChanged) await sendVerificationEmail(db, update.customer, options.verifyEmailTokenTtlMs, now, deps.config.publicUrl)
    return ok(reply, { customer: customerToWire(update.customer, await addressesOf(db, customer.id)) })
  })

  app.post('/api/addNewdAddress', async (req, reply) => {
    const { address } = decodeOrThrow(AddressBodyC, req.body, 'address')
    const { customer } = await signedIn(req, null)
    const saved = await addAddress(db, customer.id, address, deps.clock())
    const all = await addressesOf(db, customer.id)
    return ok(reply, { customer_address: addressToWire(saved), customer_addresses: all.map(addressToWire) }, 201)
  })

  app.put<{ Params: { id: string } }>('/api/updateSavedAddress/:id', async (req, reply) => {
    const id = decodeOrThrow(IdParamC, { id: req.params.id }, 'address').id
    const { address } = decodeOrThrow(AddressPatchBodyC, req.body, 'address')
    const { customer } = await signedIn(req, null)
    return ok(reply, { customer_address: addressToWire(await updateAddress(db, customer.id, id, address, deps.clock())) })
  })

  app.delete<{ Params: { id: string } }>('/api/deleteSavedAddress/:id', async (req, reply) => {
    const id = decodeOrThrow(IdParamC, { id: req.params.id }, 'address').id
    const { customer } = await signedIn(req, null)
    await deleteAddress(db, customer.id, id)
    return ok(reply)
  })

  app.post<Hash>('/api/v5/restaurants/:hash/contact', async (req, reply) => {
    const venue = await venueFor(req.params.hash)
    const { contact } = decodeOrThrow(ContactBodyC, req.body, 'contact')
    await limitAttempts(db, [`customer-contact:ip:${req.ip}`], 20, 15 * MINUTE, deps.clock())
    await saveContact(db, venue.hash, checkedContact(registrationFormOf(venue), contact), deps.clock())
    return ok(reply, { message: 'Registrazione completata.' }, 201)
  })

  app.post<{ Params: { hash: string; provider: string } }>('/api/sociallogin/:hash/:provider', async (req, reply) => {
    const venue = await venueFor(req.params.hash)
    const provider = providerNamed(options.socialProviders, req.params.provider)
    await limitAttempts(db, [`customer-social:ip:${req.ip}`], 20, 15 * MINUTE, deps.clock())
    const identity = await provider.identify(req.body)
    const customer = await customerForIdentity(db, venue.hash, identity, deps.clock())
    const session = await startSession(db, customer, options, deps.clock())
    return ok(reply, { user: session, customer: session })
  })

}
