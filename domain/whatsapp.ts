import { lineTotal, type CartLine, type ChosenVariantGroup } from './cartLine'
import { formatMoney } from './display'
import type { Cents } from './money'
import { type SpecialMenuLine, specialMenuLineTotal } from './specialMenuLine'

/**
 * Ordering by WhatsApp (SPEC §1, §5 WhatsApp): the venue's number, the pre-filled order
 * message and the wa.me link that opens it.
 */

/** SPEC §9: default phone prefix 39. */
export const DEFAULT_PHONE_PREFIX = '39'

/** SPEC §5 WhatsApp: ordering by WhatsApp needs a non-empty configured number. */
export function canOrderByWhatsApp(configured: string | null | undefined): boolean {
  return whatsAppNumber(configured) !== null
}

/**
 * SPEC §5 WhatsApp: a number starting with + drops the plus, otherwise prefix 39 is added.
 *
 * Choices: the rule is applied literally, so '3331234567' becomes '393331234567' and a number
 * already written as '39...' or '0039...' without + still gets the prefix (Italian mobile
 * numbers themselves start with 39x, so a leading 39 proves nothing). Spaces, dashes, dots,
 * slashes and parentheses are separators and are removed, as wa.me wants digits only; any other
 * character, or no digit at all, makes the number unusable (null).
 */
export function whatsAppNumber(configured: string | null | undefined): string | null {
  const trimmed = (configured ?? '').trim()
  const international = trimmed.startsWith('+')
  const digits = (international ? trimmed.slice(1) : trimmed).replace(/[\s\-./()]/g, '')
  if (!/^\d+$/.test(digits)) return null
  return international ? digits : DEFAULT_PHONE_PREFIX + digits
}

export type WhatsAppOption = { name: string; quantity: number }

export type WhatsAppLine = {
  quantity: number
  name: string
  options: readonly WhatsAppOption[]
  notes: string
  /** The line's total (unit price times quantity). */
  total: Cents
}

export type WhatsAppOrderType = 'restaurant' | 'live' | 'deliver' | 'take-away'

export type WhatsAppOrder = {
  venueName: string | null
  orderType: WhatsAppOrderType
  deliveryChoice: 'delivery' | 'pickup' | null
  lines: readonly WhatsAppLine[]
  /** The table's name, for table orders. */
  table: string | null
  /** The delivery address, for home delivery. */
  address: string | null
  /** The chosen time slot's text (SPEC §3 Generated slot). */
  slot: string | null
  note: string
  subtotal: Cents
  discount: Cents
  cover: Cents
  delivery: Cents
  total: Cents
  /** SPEC §3 Venue currency symbol, default €. */
  currencySymbol?: string
}

/**
 * The message goes to the venue, so its labels are in the venue's language; Italian is the
 * default (SPEC §9) and another language's labels can be passed in.
 */
export const WHATSAPP_LABELS = {
  newOrder: 'Nuovo ordine',
  orderType: 'Tipo di ordine',
  orderTypes: {
    restaurant: 'Al tavolo',
    live: 'Ordine live',
    deliver: 'Consegna a domicilio',
    'take-away': 'Asporto',
  },
  deliveryChoices: { delivery: 'consegna', pickup: 'ritiro' },
  table: 'Tavolo',
  address: 'Indirizzo',
  slot: 'Orario',
  notes: 'Note',
  subtotal: 'Subtotale',
  discount: 'Sconto',
  cover: 'Coperto',
  delivery: 'Consegna',
  total: 'Totale',
}

export type WhatsAppLabels = typeof WHATSAPP_LABELS

function optionsOf(groups: readonly ChosenVariantGroup[]): WhatsAppOption[] {
  return groups.flatMap((group) => group.optionsselected.map((o) => ({ name: o.name, quantity: o.quantity })))
}

function optionText(option: WhatsAppOption): string {
  return option.quantity > 1 ? `${option.name} x${option.quantity}` : option.name
}

/** Cart lines (items and special menus) as message lines; a special menu lists its entries as options. */
export function whatsAppLinesOf(lines: readonly CartLine[], specialLines: readonly SpecialMenuLine[]): WhatsAppLine[] {
  const items = lines.map((line) => ({
    quantity: line.quantity,
    name: line.item.name,
    options: optionsOf(line.menuentryvariants),
    notes: line.notes,
    total: lineTotal(line),
  }))
  const specials = specialLines.map((line) => ({
    quantity: line.quantity,
    name: line.name,
    options: line.menuentries.map((entry) => {
      const chosen = optionsOf(entry.menuentryvariants).map(optionText)
      return { name: chosen.length > 0 ? `${entry.item.name} (${chosen.join(', ')})` : entry.item.name, quantity: 1 }
    }),
    notes: '',
    total: specialMenuLineTotal(line),
  }))
  return [...items, ...specials]
}

/**
 * The pre-filled order message as plain text: a heading, order type, table or address, slot,
 * one block per line (quantity, name, line total, options, notes), then the totals.
 * Choice: discount, cover and delivery appear only when not zero; empty fields are left out.
 * Amounts follow the display rules of SPEC §5 (`formatMoney`), in the Italian form the venue
 * reads ("€ 12,50", "€ 18", "-€ 5").
 */
export function whatsAppOrderMessage(order: WhatsAppOrder, labels: WhatsAppLabels = WHATSAPP_LABELS): string {
  const money = (cents: Cents): string => formatMoney(cents, { symbol: order.currencySymbol })
  const present = (text: string | null): text is string => text !== null && text.trim() !== ''
  const out: string[] = []
  out.push(present(order.venueName) ? `${labels.newOrder} - ${order.venueName.trim()}` : labels.newOrder)
  const choice = order.deliveryChoice === null ? '' : ` (${labels.deliveryChoices[order.deliveryChoice]})`
  out.push(`${labels.orderType}: ${labels.orderTypes[order.orderType]}${choice}`)
  if (present(order.table)) out.push(`${labels.table}: ${order.table.trim()}`)
  if (present(order.address)) out.push(`${labels.address}: ${order.address.trim()}`)
  if (present(order.slot)) out.push(`${labels.slot}: ${order.slot.trim()}`)
  out.push('')
  for (const line of order.lines) {
    out.push(`${line.quantity} x ${line.name} - ${money(line.total)}`)
    for (const option of line.options) out.push(`   + ${optionText(option)}`)
    if (line.notes.trim() !== '') out.push(`   ${labels.notes}: ${line.notes.trim()}`)
  }
  out.push('')
  out.push(`${labels.subtotal}: ${money(order.subtotal)}`)
  if (order.discount !== 0) out.push(`${labels.discount}: ${money(-Math.abs(order.discount))}`)
  if (order.cover !== 0) out.push(`${labels.cover}: ${money(order.cover)}`)
  if (order.delivery !== 0) out.push(`${labels.delivery}: ${money(order.delivery)}`)
  out.push(`${labels.total}: ${money(order.total)}`)
  if (order.note.trim() !== '') out.push(`${labels.notes}: ${order.note.trim()}`)
  return out.join('\n')
}

/** Lone UTF-16 surrogates would make encodeURIComponent throw; they become U+FFFD. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
}

/** SPEC §1: the order sent as a pre-filled WhatsApp message; null when there is no usable number. */
export function whatsAppLink(configured: string | null | undefined, message: string): string | null {
  const number = whatsAppNumber(configured)
  if (number === null) return null
  return `https://wa.me/${number}?text=${encodeURIComponent(wellFormed(message))}`
}
