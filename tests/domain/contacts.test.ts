import { describe, expect, it } from 'vitest'
import { emailRule, isValidEmail, isValidPhone, phoneRule, type FieldRule } from '../../domain/contacts'
import type { OrderingOptions, PurchaseMode } from '../../domain/venueOptions'

const ON_REQUIRED: FieldRule = { enabled: true, required: true }
const ON_OPTIONAL: FieldRule = { enabled: true, required: false }
const OFF: FieldRule = { enabled: false, required: false }

describe('SPEC §5 Contacts: e-mail enabled and required', () => {
  it.each<[string, OrderingOptions, PurchaseMode, FieldRule]>([
    ['online without options: enabled and required (delivery)', { venueType: 1, options: null }, 'delivery', ON_REQUIRED],
    ['online without options: enabled and required (take-away)', { venueType: 1, options: null }, 'take-away', ON_REQUIRED],
    ['online options without e-mail fields: the same defaults', { venueType: 1, options: { online_orders_enabled: true } }, 'delivery', ON_REQUIRED],
    ['online e-mail off', { venueType: 1, options: { email_enabled: false } }, 'delivery', OFF],
    ['online e-mail not required', { venueType: 1, options: { email_enabled: true, email_required: false } }, 'delivery', ON_OPTIONAL],
    ['online take-away reads email_enabled_take_away', { venueType: 1, options: { email_enabled: true, email_enabled_take_away: false } }, 'take-away', OFF],
    ['online delivery ignores email_enabled_take_away', { venueType: 1, options: { email_enabled: true, email_enabled_take_away: false } }, 'delivery', ON_REQUIRED],
    ['online take-away on while delivery is off', { venueType: 1, options: { email_enabled: false, email_enabled_take_away: true } }, 'take-away', ON_REQUIRED],
    ['in-venue without options: off', { venueType: 2, options: null }, 'table', OFF],
    ['in-venue options without e-mail fields: off', { venueType: 2, options: {} }, 'table', OFF],
    ['in-venue at the table: the master flag', { venueType: 2, options: { email_enabled: true, email_required: true } }, 'table', ON_REQUIRED],
    ['in-venue delivery with its per-mode flag off', { venueType: 2, options: { email_enabled: true, email_enabled_delivery: false } }, 'delivery', OFF],
    ['in-venue pickup with its per-mode flag absent follows the master', { venueType: 2, options: { email_enabled: true } }, 'pickup', ON_OPTIONAL],
    ['in-venue per-mode flag on but master off', { venueType: 2, options: { email_enabled: false, email_enabled_pickup: true } }, 'pickup', OFF],
    ['live pickup with its per-mode flag on', { venueType: 3, options: { email_enabled: true, email_enabled_pickup: true, email_required: true } }, 'pickup', ON_REQUIRED],
    ['required only where enabled', { venueType: 3, options: { email_enabled: false, email_required: true } }, 'pickup', OFF],
  ])('SPEC §5 Contacts: %s', (_name, ordering, mode, expected) => {
    expect(emailRule(ordering, mode)).toEqual(expected)
  })
})

describe('SPEC §5 Contacts: phone enabled and required', () => {
  it.each<[string, OrderingOptions, PurchaseMode, FieldRule]>([
    ['online without options: off', { venueType: 1, options: null }, 'delivery', OFF],
    ['online phone on and required', { venueType: 1, options: { phone_enabled: true, phone_required: true } }, 'delivery', ON_REQUIRED],
    ['online phone on, not required', { venueType: 1, options: { phone_enabled: true } }, 'delivery', ON_OPTIONAL],
    ['online take-away reads phone_enabled_take_away', { venueType: 1, options: { phone_enabled: false, phone_enabled_take_away: true, phone_required: true } }, 'take-away', ON_REQUIRED],
    ['online take-away without its flag follows phone_enabled', { venueType: 1, options: { phone_enabled: true } }, 'take-away', ON_OPTIONAL],
    ['online take-away flag off', { venueType: 1, options: { phone_enabled: true, phone_enabled_take_away: false } }, 'take-away', OFF],
    ['in-venue table: master flag', { venueType: 2, options: { phone_enabled: true, phone_required: true } }, 'table', ON_REQUIRED],
    ['in-venue delivery per-mode off', { venueType: 2, options: { phone_enabled: true, phone_enabled_delivery: false } }, 'delivery', OFF],
    ['live take-away is read as pickup', { venueType: 3, options: { phone_enabled: true, phone_enabled_pickup: false } }, 'take-away', OFF],
  ])('SPEC §5 Contacts: %s', (_name, ordering, mode, expected) => {
    expect(phoneRule(ordering, mode)).toEqual(expected)
  })
})

describe('SPEC §5 Form messages: a valid e-mail address', () => {
  it.each([
    ['mario.rossi@example.it', true],
    ['  mario@example.com  ', true],
    ['m+orders@sub.example.co.uk', true],
    ['caffè@bar-roma.it', true],
    ['mario@example', false],
    ['mario@.it', false],
    ['mario@-bar.it', false],
    ['mario rossi@example.it', false],
    ['mario@@example.it', false],
    ['@example.it', false],
    ['mario@example.i', false],
    ['', false],
    [`${'a'.repeat(250)}@x.it`, false],
  ])('SPEC §5 Form messages: %j is valid: %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid)
  })
})

describe('SPEC §5 Form messages: a valid phone number', () => {
  it.each([
    ['+39 333 123 4567', true],
    ['3331234567', true],
    ['06/1234567', true],
    ['(02) 123-456', true],
    ['123456', true],
    ['12345', false],
    ['+1234567890123456', false],
    ['333 abc 4567', false],
    ['39+3331234567', false],
    ['', false],
    // typed on an Arabic or a Persian keyboard: the same digits
    ['٠١٢٣٤٥٦٧٨٩', true],
    ['+٣٩ ٣٣٣ ١٢٣ ٤٥٦٧', true],
    ['۰۹۱۲۳۴۵۶۷۸', true],
    ['٠١٢٣٤', false],
  ])('SPEC §5 Form messages: %j is valid: %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid)
  })
})
