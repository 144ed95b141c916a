import { westernDigits } from './digits'
import { inVenueModeFlag, type OrderingOptions, type PurchaseMode } from './venueOptions'

/** Whether the checkout form shows a field and whether it must be filled. */
export type FieldRule = { readonly enabled: boolean; readonly required: boolean }

const OFF: FieldRule = { enabled: false, required: false }

function rule(enabled: boolean, required: boolean | undefined): FieldRule {
  return { enabled, required: enabled && required === true }
}

/**
 * SPEC §3 Online options, §5 Contacts: e-mail for the mode.
 * Online (type 1): `email_enabled` governs delivery and `email_enabled_take_away` take-away (a
 * pickup is read as take-away online); for online orders e-mail defaults to enabled and required
 * when the options are absent. Choice: a single absent e-mail field defaults the same way
 * (`email_enabled_take_away` then follows `email_enabled`).
 * In-venue and live (types 2, 3): `email_enabled` with the per-mode flags (see `inVenueModeFlag`);
 * off when absent.
 */
export function emailRule(ordering: OrderingOptions, mode: PurchaseMode): FieldRule {
  if (ordering.venueType === 1) {
    const online = ordering.options
    const enabledForDelivery = online?.email_enabled ?? true
    const enabled = isTakeAway(mode) ? (online?.email_enabled_take_away ?? enabledForDelivery) : enabledForDelivery
    return rule(enabled, online?.email_required ?? true)
  }
  const options = ordering.options
  if (options === null) return OFF
  return rule(inVenueModeFlag(options.email_enabled, { delivery: options.email_enabled_delivery, pickup: options.email_enabled_pickup }, mode), options.email_required)
}

/**
 * SPEC §3, §5 Contacts: phone for the mode. Online: `phone_enabled` governs delivery and
 * `phone_enabled_take_away` take-away (following `phone_enabled` when absent); off by default.
 * In-venue and live: `phone_enabled` with the per-mode flags. `phone_required` only where enabled.
 */
export function phoneRule(ordering: OrderingOptions, mode: PurchaseMode): FieldRule {
  if (ordering.venueType === 1) {
    const online = ordering.options
    if (online === null) return OFF
    const enabledForDelivery = online.phone_enabled === true
    const enabled = isTakeAway(mode) ? (online.phone_enabled_take_away ?? enabledForDelivery) : enabledForDelivery
    return rule(enabled, online.phone_required)
  }
  const options = ordering.options
  if (options === null) return OFF
  return rule(inVenueModeFlag(options.phone_enabled, { delivery: options.phone_enabled_delivery, pickup: options.phone_enabled_pickup }, mode), options.phone_required)
}

function isTakeAway(mode: PurchaseMode): boolean {
  return mode === 'take-away' || mode === 'pickup'
}

const EMAIL_MAX_LENGTH = 254

/**
 * A plausible e-mail address (the server has the last word): no spaces, one '@', a non-empty
 * local part, a domain of dot-separated labels (letters, digits, hyphens, not at a label's ends)
 * ending in a top-level label of at least two letters, 254 characters at most (RFC 5321).
 */
export function isValidEmail(value: string): boolean {
  const email = value.trim()
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH) return false
  return /^[^\s@]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u.test(email)
}

/** E-mails are compared case-insensitively: stored and looked up trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase()
}

const PHONE_MIN_DIGITS = 6
const PHONE_MAX_DIGITS = 15

/**
 * A plausible phone number: an optional leading '+', then digits with spaces, dots, dashes,
 * slashes or parentheses between them; 6 to 15 digits (short Italian landlines up to the E.164
 * maximum). Choice: no country check, since the spec's default prefix 39 (SPEC §9) is added
 * elsewhere, for WhatsApp.
 */
export function isValidPhone(value: string): boolean {
  const phone = westernDigits(value).trim()
  if (!/^\+?[\d\s().\/-]+$/.test(phone)) return false
  const digits = phone.replace(/\D/g, '').length
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS
}
