import type { Kysely } from 'kysely'
import { isValidEmail, isValidPhone } from '../../domain/contacts'
import { REQUIRED_FIELD_NAME, type RegistrationField } from '../../domain/registration'
import type { Database } from '../db/schema'
import { HttpProblem } from '../http'
import type { LoadedVenue } from '../venueCatalog'
import { normalizeEmail } from '../../domain/contacts'

type RegistrationForm = { fields: ReadonlySet<string>; privacyRequired: boolean }

const isEnabled = (field: RegistrationField) => field.pivot?.enabled === true || field.pivot?.enabled === 1

/** The venue's registration form (SPEC §3): its enabled fields (but `required`, a flag) plus e-mail, and whether privacy must be accepted. */
export function registrationFormOf(venue: LoadedVenue): RegistrationForm {
  const info = venue.fullInfo(venue.defaultLanguage)
  const listed = Array.isArray(info.registrationfields) ? (info.registrationfields as unknown[]) : []
  const fields = listed.filter((f): f is RegistrationField => typeof f === 'object' && f !== null && typeof (f as { name?: unknown }).name === 'string')
  const enabled = fields.filter((field) => isEnabled(field) && field.name !== REQUIRED_FIELD_NAME).map((field) => field.name)
  const privacyText = info.registration_privacy_text
  return { fields: new Set(['email', ...enabled]), privacyRequired: typeof privacyText === 'string' && privacyText.trim() !== '' }
}

const MAX_VALUE_LENGTH = 500

/** The submitted form checked against the venue's fields: what is stored, e-mail normalized. */
export function checkedContact(form: RegistrationForm, contact: Record<string, unknown>): { email: string; data: Record<string, string | null> } {
  const data: Record<string, string | null> = {}
  for (const [key, value] of Object.entries(contact)) {
    if (key === 'privacy') continue
    if (!form.fields.has(key)) throw new HttpProblem(422, `contact: ${key.slice(0, 40)} is not a field of this venue's registration form`)
    if (value !== null && (typeof value !== 'string' || value.trim().length > MAX_VALUE_LENGTH)) throw new HttpProblem(422, `contact: ${key} must be a text of at most ${MAX_VALUE_LENGTH} characters`)
    data[key] = value === null || value.trim() === '' ? null : value.trim()
  }
  const email = data.email
  if (!email || !isValidEmail(email)) throw new HttpProblem(422, 'contact: email must be an e-mail address')
  if (data.phone && !isValidPhone(data.phone)) throw new HttpProblem(422, 'contact: phone must be a phone number (6 to 15 digits)')
  if (form.privacyRequired && contact.privacy !== true && contact.privacy !== 1) throw new HttpProblem(422, 'Devi accettare il trattamento privacy')
  return { email: normalizeEmail(email), data: { ...data, email: normalizeEmail(email) } }
}

/** Stores the venue's registration form, one row per e-mail (a second submission updates it). */
export async function saveContact(db: Kysely<Database>, venueHash: string, contact: { email: string; data: Record<string, string | null> }, now: number): Promise<void> {
  const data = JSON.stringify(contact.data)
  await db
    .insertInto('contacts')
    .values({ venue_hash: venueHash, email: contact.email, data, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['venue_hash', 'email']).doUpdateSet({ data, updated_at: now }))
    .execute()
}
