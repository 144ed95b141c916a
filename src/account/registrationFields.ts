import type { FullVenueInfo } from '../../api/venueInfo'
import { isRegistrationMandatory, REQUIRED_FIELD_NAME, type RegistrationField } from '../../domain/registration'
import type { AccountFieldKind, AccountFieldRule } from '../../domain/accountForm'

/** How long the registration-done marker counts (SPEC §3, §5): a choice, 30 days. */
export const REGISTRATION_MARKER_MS = 30 * 24 * 60 * 60 * 1000

const isEnabled = (field: RegistrationField) => field.pivot?.enabled === true || field.pivot?.enabled === 1

const KINDS: Record<string, AccountFieldKind> = { email: 'email', phone: 'phone', birthday: 'date' }

/** The venue's registration form (SPEC §3 Registration form fields): e-mail, then its enabled fields but `required`, a flag. */
export function registrationFormOf(info: Pick<FullVenueInfo, 'registrationfields' | 'registration_privacy_text'>) {
  const fields = info.registrationfields as readonly RegistrationField[]
  const listed = fields.filter((field) => isEnabled(field) && field.name !== REQUIRED_FIELD_NAME && field.name !== 'email').map((field) => field.name)
  const mandatory = isRegistrationMandatory(fields)
  const rules: AccountFieldRule[] = [{ name: 'email', kind: 'email', required: true }, ...listed.map((name) => ({ name, kind: KINDS[name] ?? 'text', required: false }))]
  const privacyText = typeof info.registration_privacy_text === 'string' && info.registration_privacy_text.trim() !== '' ? info.registration_privacy_text : null
  return { rules, mandatory, privacyText }
}
