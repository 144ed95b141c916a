import { isValidEmail, isValidPhone } from './contacts'

/**
 * The checks of the customer account forms (login, registration, profile, addresses, the venue's
 * registration form), with the messages of SPEC §5 Form messages: 'Campo {0} richiesto.',
 * 'Il campo {0} non contiene un valore valido.', 'Devi accettare il trattamento privacy'.
 * A field's label is its name; the UI translates it.
 */
export type AccountFieldKind = 'text' | 'email' | 'phone' | 'date' | 'password' | 'newPassword'

export type AccountFieldRule = { readonly name: string; readonly kind: AccountFieldKind; readonly required: boolean }

export type AccountFormError = { readonly field: string; readonly key: 'form.required' | 'form.invalid' | 'form.privacy' | 'form.passwordShort' | 'form.passwordLong' | 'form.passwordsDiffer'; readonly params: readonly string[] }

/** Server rule (server/customers/passwords.ts): a new password has at least 8 characters and at most 72 bytes. */
export const PASSWORD_MIN_CHARACTERS = 8
const PASSWORD_MAX_BYTES = 72

export function isAcceptablePassword(value: string): boolean {
  return [...value].length >= PASSWORD_MIN_CHARACTERS && new TextEncoder().encode(value).length <= PASSWORD_MAX_BYTES
}

/** A calendar date as YYYY-MM-DD (the birthday the server accepts). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return month >= 1 && month <= 12 && day >= 1 && day <= days
}

function isValid(kind: AccountFieldKind, value: string): boolean {
  switch (kind) {
    case 'email':
      return isValidEmail(value)
    case 'phone':
      return isValidPhone(value)
    case 'date':
      return isCalendarDate(value.trim())
    case 'newPassword':
      return isAcceptablePassword(value)
    case 'password':
    case 'text':
      return true
  }
}

/**
 * Every field checked in order: an empty required field is 'form.required', a filled field that
 * is not valid 'form.invalid' (an empty optional field is fine); then privacy when it must be
 * accepted. Passwords are not trimmed.
 */
export function validateAccountForm(rules: readonly AccountFieldRule[], values: Readonly<Record<string, string>>, privacy?: { required: boolean; accepted: boolean }): AccountFormError[] {
  const errors: AccountFormError[] = []
  for (const rule of rules) {
    const raw = values[rule.name] ?? ''
    const value = rule.kind === 'password' || rule.kind === 'newPassword' ? raw : raw.trim()
    if (value === '') {
      if (rule.required) errors.push({ field: rule.name, key: 'form.required', params: [rule.name] })
    } else if (!isValid(rule.kind, value)) {
      errors.push(rule.kind === 'newPassword' ? newPasswordError(rule.name, value) : { field: rule.name, key: 'form.invalid', params: [rule.name] })
    }
  }
  if (privacy?.required && !privacy.accepted) errors.push({ field: 'privacy', key: 'form.privacy', params: [] })
  return errors
}

/** A new password the server would refuse, saying which way: too short (the rule the guest can act on), or too long. */
function newPasswordError(field: string, value: string): AccountFormError {
  return [...value].length < PASSWORD_MIN_CHARACTERS ? { field, key: 'form.passwordShort', params: [String(PASSWORD_MIN_CHARACTERS)] } : { field, key: 'form.passwordLong', params: [] }
}

/** A repeated password that differs from the first: the repeat field says the two differ. */
export function confirmationError(password: string, repeat: string, field: string): AccountFormError | null {
  return repeat !== '' && repeat !== password ? { field, key: 'form.passwordsDiffer', params: [] } : null
}
