import type { GeocodeAnswer } from '../../api/geocode'
import type { FullVenueInfo } from '../../api/venueInfo'
import { deliveryNeedsAddress, tableServiceModeOf } from '../../api/venueCheckoutRules'
import { paymentChoicesOf } from '../../api/venueOrderRules'
import { orderingOf } from '../../api/venueShellReads'
import { checkoutPlan, slotsOfMode } from '../../commands/checkoutPlan'
import { availablePurchaseModes, type FormError } from '../../domain/checkoutForm'
import { emptyDraft, type CheckoutDraft } from '../../domain/checkoutDraft'
import type { CheckoutDetails } from '../../domain/order'
import { slotKey, type GeneratedSlot } from '../../domain/slots'
import type { PurchaseMode } from '../../domain/venueOptions'
import type { Views } from '../../projections/views'
import { modesNamed } from './modesNamed'

/**
 * Scenario shorthand for the checkout form (issue #17.8): the step names what a guest types and
 * picks, and the details are filled from the venue's rules as src/screens/Checkout.tsx fills them:
 *   EnterCheckoutDetails: {mode: take-away, name: Giulia, email: giulia@example.com, slot: earliest}
 * The form's own checks run (domain/checkoutForm), and every problem is reported at once, in words.
 */
export class CheckoutProblem extends Error {}

const TEXT_FIELDS = ['name', 'email', 'phone', 'address', 'id_cliente', 'optional_field', 'note'] as const
const MODES: readonly PurchaseMode[] = ['take-away', 'delivery', 'pickup', 'table']
export const CHECKOUT_FIELDS = ['mode', ...TEXT_FIELDS, 'covers', 'slot', 'table', 'payment', 'privacy'] as const

type Fields = Record<string, unknown>

/** A checkout step written as the guest's fields rather than the full `details`. */
export function usesCheckoutShorthand(type: string, fields: Fields): boolean {
  return type === 'EnterCheckoutDetails' && fields.details === undefined
}

/** What can be said of the step before the venue is known: unknown fields and wrong kinds of value. */
export function checkoutShapeProblems(fields: Fields): string[] {
  const problems: string[] = []
  for (const [key, value] of Object.entries(fields)) {
    if (!(CHECKOUT_FIELDS as readonly string[]).includes(key)) problems.push(`unknown field "${key}" (fields: ${CHECKOUT_FIELDS.join(', ')}; or give the whole "details")`)
    else if ((TEXT_FIELDS as readonly string[]).includes(key) || key === 'payment') {
      if (typeof value !== 'string' && typeof value !== 'number') problems.push(`${key} must be text, got ${JSON.stringify(value)}`)
    } else if (key === 'mode' && !MODES.includes(value as PurchaseMode)) problems.push(`mode must be one of ${MODES.join(', ')}, got ${JSON.stringify(value)}`)
    else if ((key === 'covers' || key === 'table') && !(typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)) problems.push(`${key} must be a whole number, got ${JSON.stringify(value)}`)
    else if (key === 'slot' && typeof value !== 'string') problems.push(`slot must be a slot's time as the app shows it ("13:15 - 13:30") or earliest, got ${JSON.stringify(value)}`)
    else if (key === 'privacy' && typeof value !== 'boolean') problems.push(`privacy must be true or false, got ${JSON.stringify(value)}`)
  }
  return problems
}

export type CheckoutContext = {
  venue: string
  info: FullVenueInfo
  views: Views
  now: number
  locate: (address: string) => Promise<GeocodeAnswer>
}

const FIELD_OF_ERROR: Record<FormError['field'], string> = {
  mode: 'mode',
  email: 'email',
  phone: 'phone',
  id_cliente: 'id_cliente',
  optional_field: 'optional_field',
  covers: 'covers',
  timeSlot: 'slot',
  date: 'slot',
  privacy: 'privacy',
}

function inWords(error: FormError, venue: string, mode: PurchaseMode | null, modes: string, slots: readonly GeneratedSlot[]): string {
  const field = FIELD_OF_ERROR[error.field]
  const label = error.params[0] !== undefined && !error.params[0].startsWith('field.') ? ` ("${error.params[0]}")` : ''
  switch (error.key) {
    case 'form.purchaseMode':
      return `mode: ${venue} offers ${modes}`
    case 'form.required':
      return `missing ${field}${label} (required by ${venue} for ${mode})`
    case 'form.invalid':
      return `${field}${label} is not valid`
    case 'form.timeSlot':
    case 'form.dateFirst':
      return `missing slot (${venue} asks one for ${mode}: ${slots.length === 0 ? 'none is open at the scenario\'s time' : `slot: earliest, or one of ${slots.slice(0, 4).map((slot) => `"${slot.time_to_save}"`).join(', ')}`})`
    case 'form.privacy':
      return `privacy not accepted (${venue} requires it: privacy: true)`
    case 'form.check':
      return 'the form has errors'
  }
}

/** The guest's fields, as the checkout screen would turn them into the details (both through commands/checkoutPlan.ts). */
export async function expandCheckout(fields: Fields, context: CheckoutContext): Promise<{ details: CheckoutDetails }> {
  const { info, views, now, venue } = context
  const modes = availablePurchaseModes(orderingOf(info))
  const uniqueTable = views.table.uniqueTable?.table ?? null
  const mode: PurchaseMode | null =
    (fields.mode as PurchaseMode | undefined) ?? (modes.length === 1 ? modes[0]! : uniqueTable !== null ? tableServiceModeOf(info, modes) : null)
  const problems: string[] = []
  if (mode === null) throw new CheckoutProblem(`name the mode: ${venue} offers ${modesNamed(orderingOf(info))}`)

  const slots = slotsOfMode(info, mode, now)
  const wanted = fields.slot === undefined ? 'earliest' : String(fields.slot)
  const slot = wanted === 'earliest' ? (slots[0] ?? null) : (slots.find((candidate) => candidate.time_to_save === wanted || candidate.text === wanted) ?? null)
  const slotUnknown = wanted !== 'earliest' && slot === null && slots.length > 0
  if (slotUnknown) problems.push(`slot "${wanted}" is not open for ${mode} at the scenario's time (open: ${slots.slice(0, 4).map((s) => `"${s.time_to_save}"`).join(', ')}…)`)

  const text = (key: string) => (fields[key] === undefined ? '' : String(fields[key]))
  const payments: readonly string[] = paymentChoicesOf(info)
  const draft: CheckoutDraft = {
    ...emptyDraft,
    mode,
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    id_cliente: text('id_cliente'),
    optional_field: text('optional_field'),
    note: text('note'),
    address: text('address'),
    covers: fields.covers === undefined ? (views.cart.covers.count > 0 ? String(views.cart.covers.count) : '') : String(fields.covers),
    slot: slot === null ? null : slotKey(slot),
    tableId: typeof fields.table === 'number' ? fields.table : null,
    privacy: fields.privacy === true,
    payment: fields.payment === undefined ? (payments[0] ?? null) : String(fields.payment),
  }
  if (draft.payment !== null && !payments.includes(draft.payment)) problems.push(`payment "${draft.payment}": ${venue} takes ${payments.join(', ') || 'no payment at all'}`)

  // as the checkout screen works them out: the same plan, with the address located first at an online venue
  const unlocated = checkoutPlan({ info, views, draft, slots, now, distanceKm: null })
  let distanceKm: number | null = null
  if (unlocated.needsAddress && info.restaurant_type === 1 && unlocated.address !== '' && unlocated.address !== null) {
    const answer = await context.locate(unlocated.address)
    if (answer.kind === 'found') distanceKm = answer.distanceKm
    else problems.push(`address "${unlocated.address}": ${answer.kind === 'unknown' ? 'the geocoder does not know it' : 'the geocode call failed'}`)
  }
  const plan = distanceKm === null ? unlocated : checkoutPlan({ info, views, draft, slots, now, distanceKm })
  problems.push(...plan.errors.filter((error) => !(slotUnknown && (error.field === 'timeSlot' || error.field === 'date'))).map((error) => inWords(error, venue, mode, modesNamed(orderingOf(info)), slots)))
  if (plan.addressMissing) problems.push(`missing address (required by ${venue} for delivery)`)
  if (plan.outOfRange && distanceKm !== null) problems.push(`address "${plan.address}" is ${distanceKm} km away, outside ${venue}'s delivery range`)
  const details = plan.details(plan.quote.delivery)
  if (details === null) problems.push(`name the mode: ${venue} offers ${modesNamed(orderingOf(info))}`)
  if (problems.length > 0 || details === null) throw new CheckoutProblem(problems.join('; '))
  return { details }
}

/** SubmitOrder's extra order fields when the step names none: the delivery address, as the checkout screen sends it. */
export function submitFieldsOf(info: FullVenueInfo, views: Views): Record<string, string> {
  const details = views.checkout.details
  const address = details?.contacts.address ?? null
  return details !== null && details.delivery_choice !== 'pickup' && address !== null && deliveryNeedsAddress(info) ? { address } : {}
}
