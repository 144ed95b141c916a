import * as t from 'io-ts'
import { CUSTOMER_NAME_MAX } from '../domain/textLimits'
import { isValidEmail, isValidPhone, normalizeEmail } from '../domain/contacts'

/**
 * The customer calls' request bodies (SPEC §7) as the server decodes them and the app's client
 * sends them (api/customerContracts.ts): e-mails decoded normalized, passwords within bcrypt's
 * 72 bytes, texts trimmed and bounded.
 */

/** A plausible e-mail address, decoded to its normalized form. */
export const EmailC = new t.Type<string, string, unknown>(
  'an e-mail address',
  (u): u is string => typeof u === 'string' && isValidEmail(u),
  (u, c) => (typeof u === 'string' && isValidEmail(u) ? t.success(normalizeEmail(u)) : t.failure(u, c)),
  t.identity,
)

const MIN_PASSWORD_CHARACTERS = 8
/** bcrypt reads at most 72 bytes: a longer password would be silently cut, so it is refused. */
const MAX_PASSWORD_BYTES = 72
const utf8 = new TextEncoder()
const isNewPassword = (u: unknown): u is string => typeof u === 'string' && [...u].length >= MIN_PASSWORD_CHARACTERS && utf8.encode(u).length <= MAX_PASSWORD_BYTES

/** A password a customer may choose. */
export const NewPasswordC = new t.Type<string, string, unknown>('a password of 8 characters to 72 bytes', isNewPassword, (u, c) => (isNewPassword(u) ? t.success(u) : t.failure(u, c)), t.identity)

const isGivenPassword = (u: unknown): u is string => typeof u === 'string' && u.length >= 1 && u.length <= 200

/** A password as typed at login: checked against the stored hash, not against the rules. */
export const GivenPasswordC = new t.Type<string, string, unknown>('a password of 1 to 200 characters', isGivenPassword, (u, c) => (isGivenPassword(u) ? t.success(u) : t.failure(u, c)), t.identity)

/** A codec of strings that pass `accept` once trimmed, decoded trimmed. */
function trimmedString(name: string, accept: (trimmed: string) => boolean) {
  const is = (u: unknown): u is string => typeof u === 'string' && accept(u.trim())
  return new t.Type<string, string, unknown>(name, is, (u, c) => (is(u) ? t.success(u.trim()) : t.failure(u, c)), t.identity)
}

const text = (max: number) => trimmedString(`a text of 1 to ${max} characters`, (s) => s.length >= 1 && s.length <= max)
export const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null], codec.name)

function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false
  const date = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(s)
}
const PhoneC = trimmedString('a phone number (6 to 15 digits)', isValidPhone)
const BirthdayC = trimmedString('a date as YYYY-MM-DD', isCalendarDate)
const TokenC = text(200)
const FlagC = t.union([t.boolean, t.literal(0), t.literal(1)], 'true, false, 1 or 0')

const inRange = (name: string, min: number, max: number) => {
  const is = (u: unknown): u is number => typeof u === 'number' && Number.isFinite(u) && u >= min && u <= max
  return new t.Type<number, number, unknown>(name, is, (u, c) => (is(u) ? t.success(u) : t.failure(u, c)), t.identity)
}

const Primitive = t.union([t.string, t.number, t.boolean, t.null])
const MAX_PREFERENCES = 50
const fitsPreferences = (record: Record<string, unknown>) =>
  Object.keys(record).length <= MAX_PREFERENCES && Object.entries(record).every(([key, value]) => key.length <= 64 && (typeof value !== 'string' || value.length <= 500))

/** The customer's preferences: a flat object of at most 50 short values (newsletter, language...). */
export const PreferencesC = new t.Type<Record<string, string | number | boolean | null>, Record<string, string | number | boolean | null>, unknown>(
  'an object of at most 50 short values',
  (u): u is Record<string, string | number | boolean | null> => t.record(t.string, Primitive).is(u) && !Array.isArray(u) && fitsPreferences(u),
  (u, c) => (t.record(t.string, Primitive).is(u) && !Array.isArray(u) && fitsPreferences(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
)
export type Preferences = t.TypeOf<typeof PreferencesC>

const ProfileFieldsC = t.partial({ name: nullable(text(CUSTOMER_NAME_MAX)), phone: nullable(PhoneC), birthday: nullable(BirthdayC) })
export type ProfileFields = t.TypeOf<typeof ProfileFieldsC>

export const LoginBodyC = t.intersection([
  t.type({ customer: t.type({ email: EmailC, password: GivenPasswordC }) }),
  t.partial({ verify: t.union([FlagC, t.null]) }),
])

export const TokenBodyC = t.type({ token: TokenC })
export const EmailBodyC = t.type({ email: EmailC })
export const EmailAndTokenBodyC = t.type({ email: EmailC, token: TokenC })
export const EmailAndPasswordBodyC = t.type({ email: EmailC, password: GivenPasswordC })
export const ResetPasswordBodyC = t.type({ email: EmailC, token: TokenC, password: NewPasswordC })
export const VerifyEmailBodyC = t.intersection([t.type({ email: EmailC }), t.partial({ token: nullable(TokenC) })])

export const RegisterBodyC = t.intersection([
  t.type({ customer: t.intersection([t.type({ email: EmailC, password: NewPasswordC }), ProfileFieldsC]) }),
  t.partial({ preferences: nullable(PreferencesC) }),
])
export type Registration = t.TypeOf<typeof RegisterBodyC>

const CustomerChangesC = t.intersection([ProfileFieldsC, t.partial({ email: EmailC, password: NewPasswordC, current_password: GivenPasswordC })])
export type CustomerChanges = t.TypeOf<typeof CustomerChangesC>
export const UpdateCustomerBodyC = t.partial({ customer: CustomerChangesC, preferences: PreferencesC })

const AddressFieldsC = t.partial({
  city: nullable(text(120)),
  zip: nullable(text(20)),
  province: nullable(text(60)),
  notes: nullable(text(300)),
  lat: nullable(inRange('a latitude (-90 to 90)', -90, 90)),
  lng: nullable(inRange('a longitude (-180 to 180)', -180, 180)),
  address_default: nullable(FlagC),
})
const AddressC = t.intersection([t.type({ address: text(300) }), AddressFieldsC])
export type AddressInput = t.TypeOf<typeof AddressC>
export const AddressBodyC = t.type({ address: AddressC })
export const AddressPatchBodyC = t.type({ address: t.intersection([t.partial({ address: text(300) }), AddressFieldsC]) })

/** The venue's registration form: field name to value (checked against the venue's fields in contacts.ts). */
export const ContactBodyC = t.type({ contact: t.record(t.string, Primitive) })
