import { emailRule, isValidEmail, isValidPhone, phoneRule, type FieldRule } from './contacts'
import { slotSettingsFor } from './slots'
import { inVenueModeFlag, type OrderingOptions, type PurchaseMode } from './venueOptions'
import type { FieldLabelKey } from './fieldLabels'


export type CheckoutField = 'mode' | 'email' | 'phone' | 'id_cliente' | 'optional_field' | 'covers' | 'timeSlot' | 'date' | 'privacy'

export type FormMessageKey = 'form.required' | 'form.invalid' | 'form.privacy' | 'form.check' | 'form.timeSlot' | 'form.dateFirst' | 'form.purchaseMode'

export type FormError = { readonly field: CheckoutField; readonly key: FormMessageKey; readonly params: readonly string[] }

/** A text field of the form with the label the venue may override. */
export type TextFieldRule = FieldRule & { readonly label: string }

function labelOf(override: boolean | undefined, text: string | null | undefined, fallback: FieldLabelKey): string {
  return override === true && typeof text === 'string' && text.trim() !== '' ? text.trim() : fallback
}

/**
 * SPEC §3 Offline options ask_for_id_cliente: the customer code, asked in venues (types 2, 3) only.
 * Master `ask_for_id_cliente` with the per-mode flags for delivery and pickup (see
 * `inVenueModeFlag`); the label is the venue's text when it overrides it.
 */
export function idClienteRule(ordering: OrderingOptions, mode: PurchaseMode): TextFieldRule {
  const options = ordering.venueType === 1 ? null : ordering.options
  const enabled = inVenueModeFlag(options?.ask_for_id_cliente, { delivery: options?.id_cliente_enabled_delivery, pickup: options?.id_cliente_enabled_pickup }, mode)
  return { enabled, required: enabled && options?.id_cliente_required === true, label: labelOf(options?.id_cliente_text_override, options?.id_cliente_text, 'field.id_cliente') }
}

/** SPEC §3 Offline options optional_field (enabled, per-mode enabled, text override, text, required). */
export function optionalFieldRule(ordering: OrderingOptions, mode: PurchaseMode): TextFieldRule {
  const options = ordering.venueType === 1 ? null : ordering.options
  const enabled = inVenueModeFlag(options?.optional_field_enabled, { delivery: options?.optional_field_enabled_delivery, pickup: options?.optional_field_enabled_pickup }, mode)
  return { enabled, required: enabled && options?.optional_field_required === true, label: labelOf(options?.optional_field_text_override, options?.optional_field_text, 'field.optional_field') }
}

/** SPEC §3 Offline options ask_for_cover with cover_enabled_delivery, cover_enabled_pickup, cover_required. */
export function coversRule(ordering: OrderingOptions, mode: PurchaseMode): FieldRule {
  const options = ordering.venueType === 1 ? null : ordering.options
  const enabled = inVenueModeFlag(options?.ask_for_cover, { delivery: options?.cover_enabled_delivery, pickup: options?.cover_enabled_pickup }, mode)
  return { enabled, required: enabled && options?.cover_required === true }
}

/** SPEC §3 force_privacy (online and in-venue options): the guest must accept the privacy notice. */
export function privacyRequired(ordering: OrderingOptions): boolean {
  return ordering.options?.force_privacy === true
}

/**
 * The modes the guest can choose from (SPEC §1, §3). Choices: online (type 1) offers delivery
 * with `shipping_enabled` and take-away with `take_away_enabled`, both when the options are absent;
 * venues (types 2, 3) offer delivery with `enabled_order_delivery` and pickup with
 * `enabled_order_pickup`, and a plain table order when they offer neither.
 */
export function availablePurchaseModes(ordering: OrderingOptions): PurchaseMode[] {
  if (ordering.venueType === 1) {
    const online = ordering.options
    if (online === null) return ['delivery', 'take-away']
    return [...(online.shipping_enabled === true ? (['delivery'] as const) : []), ...(online.take_away_enabled === true ? (['take-away'] as const) : [])]
  }
  const options = ordering.options
  const modes: PurchaseMode[] = [...(options?.enabled_order_delivery === true ? (['delivery'] as const) : []), ...(options?.enabled_order_pickup === true ? (['pickup'] as const) : [])]
  return modes.length === 0 ? ['table'] : modes
}

/** SPEC §3 Order: the mode of a checkout, from its order type and delivery choice. */
export function purchaseModeOf(entry: { readonly order_type: string | null; readonly delivery_choice: 'delivery' | 'pickup' | null }): PurchaseMode | null {
  if (entry.delivery_choice !== null) return entry.delivery_choice
  switch (entry.order_type) {
    case 'deliver':
      return 'delivery'
    case 'take-away':
      return 'take-away'
    case 'restaurant':
      return 'table'
    default:
      return null
  }
}

/**
 * What the guest entered, with the field names of the order (SPEC §3 Order, User), so that the
 * checkout details of `domain/order.ts` can be passed as they are.
 */
export type CheckoutEntries = {
  readonly order_type: string | null
  readonly delivery_choice: 'delivery' | 'pickup' | null
  readonly contacts: {
    readonly email: string | null
    readonly phone: string | null
    readonly id_cliente: string | null
    readonly optional_field: string | null
  }
  readonly covers_number: number | null
  readonly order_date: string | null
  readonly time_slot_requested_id: number | null
  readonly privacy_accepted: boolean
  /** SPEC §3 Table session: the session already charged covers, so they are not asked again. */
  readonly coversChargedInSession?: boolean
}

function isBlank(value: string | null): boolean {
  return value === null || value.trim() === ''
}

function textFieldError(field: CheckoutField, rule: TextFieldRule, value: string | null, isValid: (value: string) => boolean): FormError | null {
  if (!rule.enabled) return null
  if (value === null || value.trim() === '') return rule.required ? { field, key: 'form.required', params: [rule.label] } : null
  return isValid(value) ? null : { field, key: 'form.invalid', params: [rule.label] }
}

function coversError(rule: FieldRule, covers: number | null): FormError | null {
  if (!rule.enabled) return null
  if (covers !== null && !(Number.isInteger(covers) && covers >= 0)) return { field: 'covers', key: 'form.invalid', params: ['field.covers'] }
  if (rule.required && (covers === null || covers < 1)) return { field: 'covers', key: 'form.required', params: ['field.covers'] }
  return null
}

/**
 * SPEC §5 Form messages, Contacts; §3 options: the errors of the checkout form, in the form's
 * order, as message keys with parameters (never texts). Empty when the form may be sent.
 * Choices where the spec is silent:
 * - no mode, or one the venue does not offer: 'form.purchaseMode', and the fields that depend on
 *   the mode are not checked (only privacy is);
 * - a disabled field is ignored; an enabled one, when filled, must be valid even if optional;
 * - covers, when asked, must be a whole number of at least 0, and at least 1 when required; they
 *   are not asked once the table session charged them (covers once per session, issue #13.1);
 * - when the mode asks for a time slot (`slotSettingsFor`): no slot chosen is 'form.timeSlot'; a
 *   slot without its date is 'form.dateFirst';
 * - privacy, when forced, must be accepted: 'form.privacy'.
 */
export function validateCheckout(ordering: OrderingOptions, entries: CheckoutEntries): FormError[] {
  const mode = purchaseModeOf(entries)
  const errors: Array<FormError | null> = []
  if (mode === null || !availablePurchaseModes(ordering).includes(mode)) {
    errors.push({ field: 'mode', key: 'form.purchaseMode', params: [] })
  } else {
    const { contacts } = entries
    errors.push(
      textFieldError('email', { ...emailRule(ordering, mode), label: 'field.email' }, contacts.email, isValidEmail),
      textFieldError('phone', { ...phoneRule(ordering, mode), label: 'field.phone' }, contacts.phone, isValidPhone),
      textFieldError('id_cliente', idClienteRule(ordering, mode), contacts.id_cliente, () => true),
      textFieldError('optional_field', optionalFieldRule(ordering, mode), contacts.optional_field, () => true),
      entries.coversChargedInSession === true ? null : coversError(coversRule(ordering, mode), entries.covers_number),
    )
    if (slotSettingsFor(ordering, mode) !== null) {
      if (entries.time_slot_requested_id === null) errors.push({ field: 'timeSlot', key: 'form.timeSlot', params: [] })
      else if (isBlank(entries.order_date)) errors.push({ field: 'date', key: 'form.dateFirst', params: [] })
    }
  }
  if (privacyRequired(ordering) && !entries.privacy_accepted) errors.push({ field: 'privacy', key: 'form.privacy', params: [] })
  return errors.filter((error): error is FormError => error !== null)
}

/**
 * The one message the red snackbar shows for a refused form (SPEC §5 Form messages). Choice: the
 * first error decides; a field error ('form.required', 'form.invalid', shown at the field itself)
 * is summed up as 'form.check' ("Controlla i dati inseriti"); the others are shown as they are.
 */
export function checkoutSnackbar(errors: readonly FormError[]): { readonly key: FormMessageKey; readonly params: readonly string[] } | null {
  const first = errors[0]
  if (first === undefined) return null
  if (first.key === 'form.required' || first.key === 'form.invalid') return { key: 'form.check', params: [] }
  return { key: first.key, params: first.params }
}
