import * as t from 'io-ts'
import { endpoint, IdParamC, VenueParamsC } from './contract'
import {
  AddressBodyC,
  AddressPatchBodyC,
  ContactBodyC,
  EmailAndPasswordBodyC,
  EmailAndTokenBodyC,
  EmailBodyC,
  EmailC,
  LoginBodyC,
  nullable,
  RegisterBodyC,
  ResetPasswordBodyC,
  TokenBodyC,
  UpdateCustomerBodyC,
  VerifyEmailBodyC,
} from './customerCodecs'

/** The customer calls of SPEC §7 (issue #15.2): the app's client (customerClient.ts) and the server's routes (server/routes/customers.ts) read these. */

const FlagC = t.union([t.boolean, t.number])
const PreferencesWireC = t.record(t.string, t.union([t.string, t.number, t.boolean, t.null]))

export const AddressWireC = t.type({
  id: t.number,
  address: t.string,
  city: nullable(t.string),
  zip: nullable(t.string),
  province: nullable(t.string),
  notes: nullable(t.string),
  address_default: FlagC,
})

/** A session as login, registration, refresh and social login answer it: the token goes to the login record, never the log. */
const SessionCustomerC = t.intersection([
  t.type({ customer_id: t.number, email: nullable(t.string), is_registered: t.boolean, access_token: t.string }),
  t.partial({ token_expires_at: nullable(t.number) }),
])
export const SessionWireC = t.type({ customer: SessionCustomerC })

export const ProfileWireC = t.type({
  customer_id: t.number,
  email: t.string,
  name: nullable(t.string),
  phone: nullable(t.string),
  birthday: nullable(t.string),
  email_verified: t.boolean,
  has_password: t.boolean,
  preferences: PreferencesWireC,
  customer_address: t.array(AddressWireC),
})

/** An answer whose only news is SPEC §7's message (a reset e-mail sent, a password changed). */
const MessageAnswerC = t.partial({ message: t.string })
const DataFlagC = t.type({ data: t.boolean })
const EmailParamsC = t.type({ hash: t.string, email: EmailC })
const AddressParamsC = t.type({ id: IdParamC })

export const login = endpoint({ method: 'POST', path: '/api/:hash/login', params: VenueParamsC, body: LoginBodyC, answer: SessionWireC })
/** Ends the session of the token in the body. */
export const logout = endpoint({ method: 'POST', path: '/api/:hash/logout', params: VenueParamsC, body: TokenBodyC, answer: t.type({}) })
/** Rotation: the presented token (the Authorization header) is revoked and a new one issued. */
export const refresh = endpoint({ method: 'POST', path: '/api/:hash/refresh', params: VenueParamsC, answer: SessionWireC })
/** The social logins this server takes (the development one only when started with it): the app offers those and no other. */
export const socialProviders = endpoint({
  method: 'GET',
  path: '/api/sociallogin/:hash',
  params: VenueParamsC,
  answer: t.type({ providers: t.array(t.string) }),
})
/** The provider's own answer is the body; the provider checks it (server/customers/socialProviders.ts). */
export const socialLogin = endpoint({
  method: 'POST',
  path: '/api/sociallogin/:hash/:provider',
  params: t.type({ hash: t.string, provider: t.string }),
  body: t.unknown,
  // SPEC §7 answers `user`; the reference server says `customer` too
  answer: t.intersection([t.type({ user: SessionCustomerC }), t.partial({ customer: SessionCustomerC })]),
})
export const register = endpoint({ method: 'POST', path: '/api/:hash/register', params: VenueParamsC, body: RegisterBodyC, answer: SessionWireC })
export const isCustomerRegistered = endpoint({
  method: 'GET',
  path: '/api/:hash/isCustomerRegistered',
  params: VenueParamsC,
  query: t.type({ email: EmailC }),
  answer: t.intersection([DataFlagC, t.partial({ is_registered: t.boolean })]),
})
export const requestPasswordReset = endpoint({ method: 'POST', path: '/api/:hash/reset-password', params: VenueParamsC, body: EmailBodyC, answer: MessageAnswerC })
export const resetPassword = endpoint({ method: 'POST', path: '/api/reset/password', params: t.type({}), body: ResetPasswordBodyC, answer: MessageAnswerC })
export const verifyResetToken = endpoint({ method: 'POST', path: '/api/verify-token', params: t.type({}), body: EmailAndTokenBodyC, answer: DataFlagC })
export const verifyPassword = endpoint({ method: 'POST', path: '/api/:hash/verify-password', params: VenueParamsC, body: EmailAndPasswordBodyC, answer: DataFlagC })
export const verifyEmail = endpoint({ method: 'POST', path: '/api/verify-email', params: t.type({}), body: VerifyEmailBodyC, answer: t.intersection([DataFlagC, MessageAnswerC]) })
export const sendVerifyEmail = endpoint({ method: 'POST', path: '/api/:hash/send-verify-email/:email', params: EmailParamsC, answer: MessageAnswerC })
export const preferences = endpoint({ method: 'GET', path: '/api/:hash/preferences', params: VenueParamsC, answer: t.type({ preferences: PreferencesWireC }) })
export const customerInfo = endpoint({ method: 'GET', path: '/api/:hash/:email/getCustomerInfo', params: EmailParamsC, answer: t.type({ customer: ProfileWireC }) })
export const updateCustomer = endpoint({ method: 'PUT', path: '/api/:hash/updateCustomer', params: VenueParamsC, body: UpdateCustomerBodyC, answer: t.type({ customer: ProfileWireC }) })
export const addAddress = endpoint({
  method: 'POST',
  path: '/api/addNewdAddress',
  params: t.type({}),
  body: AddressBodyC,
  answer: t.intersection([t.type({ customer_addresses: t.array(AddressWireC) }), t.partial({ customer_address: AddressWireC })]),
})
export const updateAddress = endpoint({ method: 'PUT', path: '/api/updateSavedAddress/:id', params: AddressParamsC, body: AddressPatchBodyC, answer: t.type({ customer_address: AddressWireC }) })
export const deleteAddress = endpoint({ method: 'DELETE', path: '/api/deleteSavedAddress/:id', params: AddressParamsC, answer: t.type({}) })
/** The venue's registration form (SPEC §3 Registration form fields). */
export const sendContact = endpoint({ method: 'POST', path: '/api/v5/restaurants/:hash/contact', params: VenueParamsC, body: ContactBodyC, answer: MessageAnswerC })
