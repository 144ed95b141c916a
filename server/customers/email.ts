import * as t from 'io-ts'
import { isValidEmail } from '../../domain/contacts'

/** E-mails are compared case-insensitively: stored and looked up trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase()
}

/** A plausible e-mail address, decoded to its normalized form. */
export const EmailC = new t.Type<string, string, unknown>(
  'an e-mail address',
  (u): u is string => typeof u === 'string' && isValidEmail(u),
  (u, c) => (typeof u === 'string' && isValidEmail(u) ? t.success(normalizeEmail(u)) : t.failure(u, c)),
  (s) => s,
)
