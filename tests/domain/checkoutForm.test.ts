import { describe, expect, it } from 'vitest'
import {
  availablePurchaseModes,
  checkoutSnackbar,
  coversRule,
  idClienteRule,
  optionalFieldRule,
  privacyRequired,
  purchaseModeOf,
  validateCheckout,
  type CheckoutEntries,
  type FormError,
} from '../../domain/checkoutForm'
import { MESSAGES } from '../../domain/messages'
import type { CheckoutDetails } from '../../domain/order'
import type { OfflineOptions, OrderingOptions, PurchaseMode } from '../../domain/venueOptions'

const venue = (options: OfflineOptions): OrderingOptions => ({ venueType: 2, options })

describe('SPEC §3 Offline options: id_cliente, optional field and covers per mode', () => {
  const idCliente: OfflineOptions = { ask_for_id_cliente: true, id_cliente_enabled_pickup: false, id_cliente_required: true }
  it.each<[string, OrderingOptions, PurchaseMode, ReturnType<typeof idClienteRule>]>([
    ['asked at the table, with the default label', venue(idCliente), 'table', { enabled: true, required: true, label: 'field.id_cliente' }],
    ['not asked for pickup when its per-mode flag is off', venue(idCliente), 'pickup', { enabled: false, required: false, label: 'field.id_cliente' }],
    ['the venue text overrides the label', venue({ ...idCliente, id_cliente_text_override: true, id_cliente_text: 'Tessera socio' }), 'delivery', { enabled: true, required: true, label: 'Tessera socio' }],
    ['a text without its override flag is not the label', venue({ ...idCliente, id_cliente_text: 'Tessera socio' }), 'table', { enabled: true, required: true, label: 'field.id_cliente' }],
    ['online venues do not ask for it', { venueType: 1, options: null }, 'delivery', { enabled: false, required: false, label: 'field.id_cliente' }],
  ])('SPEC §3 Offline options ask_for_id_cliente: %s', (_name, ordering, mode, expected) => {
    expect(idClienteRule(ordering, mode)).toEqual(expected)
  })

  const optional: OfflineOptions = { optional_field_enabled: true, optional_field_enabled_delivery: false, optional_field_text_override: true, optional_field_text: ' Citofono ' }
  it.each<[string, OrderingOptions, PurchaseMode, ReturnType<typeof optionalFieldRule>]>([
    ['enabled at the table with the venue label, trimmed', venue(optional), 'table', { enabled: true, required: false, label: 'Citofono' }],
    ['off for delivery by its per-mode flag', venue(optional), 'delivery', { enabled: false, required: false, label: 'Citofono' }],
    ['required when the venue says so', venue({ ...optional, optional_field_required: true }), 'pickup', { enabled: true, required: true, label: 'Citofono' }],
    ['an empty override text keeps the default label', venue({ ...optional, optional_field_text: '  ' }), 'table', { enabled: true, required: false, label: 'field.optional_field' }],
  ])('SPEC §3 Offline options optional_field: %s', (_name, ordering, mode, expected) => {
    expect(optionalFieldRule(ordering, mode)).toEqual(expected)
  })

  const covers: OfflineOptions = { ask_for_cover: true, cover_enabled_delivery: true, cover_enabled_pickup: false, cover_required: true }
  it.each<[string, OrderingOptions, PurchaseMode, ReturnType<typeof coversRule>]>([
    ['asked at the table', venue(covers), 'table', { enabled: true, required: true }],
    ['asked for delivery', venue(covers), 'delivery', { enabled: true, required: true }],
    ['not asked for pickup', venue(covers), 'pickup', { enabled: false, required: false }],
    ['not asked without ask_for_cover', venue({ ...covers, ask_for_cover: false }), 'delivery', { enabled: false, required: false }],
  ])('SPEC §3 Offline options ask_for_cover: %s', (_name, ordering, mode, expected) => {
    expect(coversRule(ordering, mode)).toEqual(expected)
  })

  it.each<[string, OrderingOptions, boolean]>([
    ['online force_privacy', { venueType: 1, options: { force_privacy: true } }, true],
    ['in-venue force_privacy', venue({ force_privacy: true }), true],
    ['absent: not forced', { venueType: 3, options: null }, false],
  ])('SPEC §3 force_privacy: %s', (_name, ordering, required) => {
    expect(privacyRequired(ordering)).toBe(required)
  })
})

describe('SPEC §1, §3 Order: purchase modes', () => {
  it.each<[string, OrderingOptions, PurchaseMode[]]>([
    ['online with shipping and take-away', { venueType: 1, options: { shipping_enabled: true, take_away_enabled: true } }, ['delivery', 'take-away']],
    ['online with take-away only', { venueType: 1, options: { take_away_enabled: true } }, ['take-away']],
    ['online without options: both', { venueType: 1, options: null }, ['delivery', 'take-away']],
    ['in-venue with delivery and pickup', venue({ enabled_order_delivery: true, enabled_order_pickup: true }), ['delivery', 'pickup']],
    ['in-venue with neither: the table', venue({}), ['table']],
  ])('SPEC §1 venue types: %s', (_name, ordering, modes) => {
    expect(availablePurchaseModes(ordering)).toEqual(modes)
  })

  it.each<[string | null, 'delivery' | 'pickup' | null, PurchaseMode | null]>([
    ['deliver', null, 'delivery'],
    ['take-away', null, 'take-away'],
    ['restaurant', null, 'table'],
    ['live', null, null],
    ['live', 'pickup', 'pickup'],
    ['restaurant', 'delivery', 'delivery'],
    [null, null, null],
  ])('SPEC §3 Order: order_type %s with delivery_choice %s is mode %s', (order_type, delivery_choice, mode) => {
    expect(purchaseModeOf({ order_type, delivery_choice })).toBe(mode)
  })
})

type EntriesOverrides = Partial<Omit<CheckoutEntries, 'contacts'>> & { contacts?: Partial<CheckoutEntries['contacts']> }
const entries = (overrides: EntriesOverrides = {}): CheckoutEntries => ({
  order_type: 'deliver',
  delivery_choice: null,
  covers_number: null,
  order_date: null,
  time_slot_requested_id: null,
  privacy_accepted: false,
  ...overrides,
  contacts: { email: 'mario@example.it', phone: null, id_cliente: null, optional_field: null, ...overrides.contacts },
})

const online: OrderingOptions = { venueType: 1, options: { shipping_enabled: true, take_away_enabled: true } }
const inVenue = venue({
  enabled_order_delivery: true,
  enabled_order_pickup: true,
  ask_for_cover: true,
  cover_required: true,
  ask_for_id_cliente: true,
  id_cliente_required: true,
  optional_field_enabled: true,
  optional_field_text_override: true,
  optional_field_text: 'Citofono',
  phone_enabled: true,
  phone_required: true,
  force_privacy: true,
  time_slots_enabled: true,
})
const inVenueComplete = entries({
  order_type: 'restaurant',
  delivery_choice: 'pickup',
  covers_number: 2,
  order_date: '2025-01-15 12:00:00',
  time_slot_requested_id: 4,
  privacy_accepted: true,
  contacts: { email: null, phone: '333 1234567', id_cliente: 'C-12' },
})

describe('SPEC §5 Form messages: validating the checkout form', () => {
  it.each<[string, OrderingOptions, CheckoutEntries, FormError[]]>([
    ['a complete online form has no errors', online, entries(), []],
    ['online e-mail is required by default', online, entries({ contacts: { email: '  ' } }), [{ field: 'email', key: 'form.required', params: ['field.email'] }]],
    ['an invalid e-mail is reported', online, entries({ contacts: { email: 'mario@' } }), [{ field: 'email', key: 'form.invalid', params: ['field.email'] }]],
    ['a disabled field is ignored whatever it holds', { venueType: 1, options: { ...online.options, email_enabled: false } }, entries({ contacts: { email: 'not an email' } }), []],
    [
      'an optional field, when filled, must be valid',
      { venueType: 1, options: { ...online.options, phone_enabled: true } },
      entries({ contacts: { phone: 'abc' } }),
      [{ field: 'phone', key: 'form.invalid', params: ['field.phone'] }],
    ],
    ['no mode chosen', { venueType: 3, options: { enabled_order_pickup: true } }, entries({ order_type: 'live' }), [{ field: 'mode', key: 'form.purchaseMode', params: [] }]],
    ['a mode the venue does not offer', { venueType: 1, options: { take_away_enabled: true } }, entries(), [{ field: 'mode', key: 'form.purchaseMode', params: [] }]],
    ['a complete in-venue form has no errors', inVenue, inVenueComplete, []],
    [
      'every in-venue field missing, in the form order',
      inVenue,
      entries({ order_type: 'restaurant', delivery_choice: 'pickup', contacts: { email: null } }),
      [
        { field: 'phone', key: 'form.required', params: ['field.phone'] },
        { field: 'id_cliente', key: 'form.required', params: ['field.id_cliente'] },
        { field: 'covers', key: 'form.required', params: ['field.covers'] },
        { field: 'timeSlot', key: 'form.timeSlot', params: [] },
        { field: 'privacy', key: 'form.privacy', params: [] },
      ],
    ],
    ['a required optional field uses the venue label', venue({ optional_field_enabled: true, optional_field_required: true, optional_field_text_override: true, optional_field_text: 'Citofono' }), entries({ order_type: 'restaurant' }), [{ field: 'optional_field', key: 'form.required', params: ['Citofono'] }]],
    ['required covers: 0 is missing', inVenue, { ...inVenueComplete, covers_number: 0 }, [{ field: 'covers', key: 'form.required', params: ['field.covers'] }]],
    ['covers must be a whole number', inVenue, { ...inVenueComplete, covers_number: 1.5 }, [{ field: 'covers', key: 'form.invalid', params: ['field.covers'] }]],
    ['optional covers may be 0', venue({ ask_for_cover: true }), entries({ order_type: 'restaurant', covers_number: 0 }), []],
    ['a slot without its date: select a date first', inVenue, { ...inVenueComplete, order_date: null }, [{ field: 'date', key: 'form.dateFirst', params: [] }]],
    ['privacy forced and not accepted', inVenue, { ...inVenueComplete, privacy_accepted: false }, [{ field: 'privacy', key: 'form.privacy', params: [] }]],
    [
      'live delivery slots asked, pickup slots not',
      { venueType: 3, options: { enabled_order_delivery: true, enabled_order_pickup: true, delivery_time_slots_enabled: true } },
      entries({ order_type: 'live', delivery_choice: 'delivery' }),
      [{ field: 'timeSlot', key: 'form.timeSlot', params: [] }],
    ],
    ['privacy is checked even without a mode', { venueType: 1, options: { force_privacy: true } }, entries({ order_type: null }), [{ field: 'mode', key: 'form.purchaseMode', params: [] }, { field: 'privacy', key: 'form.privacy', params: [] }]],
  ])('SPEC §5 Form messages: %s', (_name, ordering, form, errors) => {
    expect(validateCheckout(ordering, form)).toEqual(errors)
  })

  it('SPEC §5 Form messages: every key used is a message of domain/messages.ts', () => {
    const keys = ['form.required', 'form.invalid', 'form.privacy', 'form.check', 'form.timeSlot', 'form.dateFirst', 'form.purchaseMode'] as const
    for (const key of keys) expect(MESSAGES[key]).toBeTypeOf('string')
  })

  it('SPEC §3 Order: the checkout details of domain/order.ts validate as they are', () => {
    const details: CheckoutDetails = {
      order_type: 'take-away',
      delivery_choice: null,
      table_id: null,
      time_slot_requested_id: null,
      time_slot_requested: null,
      order_date: null,
      note: '',
      covers_number: null,
      contacts: { name: null, email: 'mario@example.it', phone: null, address: null, id_cliente: null, optional_field: null },
      payment: null,
      privacy_accepted: false,
      shipping_cost: null,
    }
    expect(validateCheckout(online, details)).toEqual([])
  })
})

describe('SPEC §5 Form messages: the snackbar message of a refused form', () => {
  it.each<[string, FormError[], ReturnType<typeof checkoutSnackbar>]>([
    ['no errors: nothing', [], null],
    ['a field error first: check the data', [{ field: 'email', key: 'form.required', params: ['field.email'] }, { field: 'privacy', key: 'form.privacy', params: [] }], { key: 'form.check', params: [] }],
    ['an invalid field: check the data', [{ field: 'phone', key: 'form.invalid', params: ['field.phone'] }], { key: 'form.check', params: [] }],
    ['no mode first: choose a purchase mode', [{ field: 'mode', key: 'form.purchaseMode', params: [] }], { key: 'form.purchaseMode', params: [] }],
    ['privacy alone: accept the privacy notice', [{ field: 'privacy', key: 'form.privacy', params: [] }], { key: 'form.privacy', params: [] }],
  ])('SPEC §5 Form messages: %s', (_name, errors, snackbar) => {
    expect(checkoutSnackbar(errors)).toEqual(snackbar)
  })
})
