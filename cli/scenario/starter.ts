import type { FullVenueInfo } from '../../api/venueInfo'
import { menuFromInfo } from '../../api/venueInfo'
import { deliveryNeedsAddress, tableServiceModeOf, timeSlotsForMode } from '../../api/venueCheckoutRules'
import { paymentChoicesOf } from '../../api/venueOrderRules'
import { orderingOf, timeZoneOf } from '../../api/venueShellReads'
import { availablePurchaseModes, coversRule, idClienteRule, optionalFieldRule, privacyRequired } from '../../domain/checkoutForm'
import { emailRule, phoneRule } from '../../domain/contacts'
import { minimumOrderAmount } from '../../domain/delivery'
import { formatMoney } from '../../domain/display'
import { variantGroupsOf } from '../../domain/menuTypes'
import { orderingActive } from '../../domain/orderingActive'
import { slotSettingsFor, slotsFor } from '../../domain/slots'
import { venueLocalTime } from '../../domain/venueClock'
import type { PurchaseMode } from '../../domain/venueOptions'
import { lineSnapshotOf, selectionFromChosen } from '../../domain/variants'
import { BadInput } from '../exitCodes'
import { modesNamed } from './modesNamed'
import { localIso } from '../replay/human'

/** An address the reference server's geocoder knows (fixtures/venues/README.md), 2.78 km from the demo venues. */
const KNOWN_ADDRESS = 'Corso Buenos Aires 33, Milano'
const QUARTER_HOUR = 15 * 60_000
const DAYS_SEARCHED = 8

/** The first quarter hour from this time tomorrow, between noon and 10 pm on the venue's clock, when the mode can be ordered. */
function openMoment(info: FullVenueInfo, mode: PurchaseMode, today: number): number | null {
  const ordering = orderingOf(info)
  const zone = timeZoneOf(info)
  const start = Math.ceil((today + 86_400_000) / QUARTER_HOUR) * QUARTER_HOUR
  for (let at = start; at < start + DAYS_SEARCHED * 86_400_000; at += QUARTER_HOUR) {
    const hour = venueLocalTime(at, zone).secondsOfDay / 3600
    if (hour < 12 || hour >= 22 || !orderingActive(ordering, at, zone).active) continue
    if (slotSettingsFor(ordering, mode) === null || slotsFor(ordering, mode, timeSlotsForMode(info, mode), at, zone).length > 0) return at
  }
  return null
}

/** The first dish a guest can add as it is, without choosing options. */
function plainItem(info: FullVenueInfo) {
  const menu = menuFromInfo(info)
  for (const item of menu.items) {
    if (item.id === menu.coverItem?.id) continue
    const line = lineSnapshotOf(item, selectionFromChosen(variantGroupsOf(item), []), '')
    if (line !== null) return { item, price: line.item.unitPrice }
  }
  return null
}

const quoted = (text: string) => JSON.stringify(text)

/**
 * `comanda scenario --init <venue> <mode>` (issue #17.9): a commented starter scenario for the
 * venue and mode, built from the venue's info so that it passes as written with --serve.
 */
export function starterScenario(input: { venue: string; mode: string; info: FullVenueInfo; today: number }): string {
  const { venue, info } = input
  const ordering = orderingOf(info)
  const modes = availablePurchaseModes(ordering)
  if (!(modes as string[]).includes(input.mode)) throw new BadInput(`--init: ${venue} takes ${modesNamed(ordering)} orders, not "${input.mode}"`)
  const mode = input.mode as PurchaseMode
  const dish = plainItem(info)
  if (dish === null) throw new BadInput(`--init: ${venue}'s menu has no dish that can be added without options`)
  const at = openMoment(info, mode, input.today)
  if (at === null) throw new BadInput(`--init: ${venue} takes no ${mode} orders between noon and 10 pm in the next ${DAYS_SEARCHED} days`)

  const zone = timeZoneOf(info)
  const atTable = tableServiceModeOf(info, modes) === mode && info.tables.length > 0
  const table = atTable ? info.tables[0]! : null
  const manualOpening = ordering.venueType !== 1 && ordering.options?.manual_opening_table === true
  const payment = paymentChoicesOf(info)
  const paysLater = payment.includes('later' as never)
  const needsAddress = mode === 'delivery' && deliveryNeedsAddress(info)
  const minimum = minimumOrderAmount(ordering, mode)
  const quantity = Math.max(1, Math.ceil(minimum / Math.max(dish.price, 1)))

  const guest: string[] = [`mode: ${mode}`, 'name: Giulia']
  if (emailRule(ordering, mode).enabled) guest.push('email: giulia@example.com')
  if (phoneRule(ordering, mode).enabled) guest.push(`phone: ${quoted('+39 333 1234567')}`)
  if (needsAddress) guest.push(`address: ${quoted(KNOWN_ADDRESS)}`)
  if (idClienteRule(ordering, mode).required) guest.push('id_cliente: A1')
  if (optionalFieldRule(ordering, mode).required) guest.push('optional_field: ok')
  if (coversRule(ordering, mode).enabled) guest.push('covers: 2')
  if (slotSettingsFor(ordering, mode) !== null) guest.push('slot: earliest')
  guest.push(`payment: ${paysLater ? 'later' : payment[0]}`)
  if (privacyRequired(ordering)) guest.push('privacy: true')

  const lines = [
    `# A starter scenario: ${mode} at ${info.name} (${venue}), written by comanda scenario --init.`,
    '# Run it:   comanda scenario <this file> --serve',
    '# Steps are the commands the app dispatches (commands/registry.ts) and checks of the views',
    '# (comanda replay <log> --json shows them all). README "Scenarios" has the whole list.',
    `name: ${quoted(`${mode} at ${info.name}`)}`,
    `venue: ${venue}`,
    `# The scenario's clock starts here (the venue's time, ${zone}): a time the venue takes ${mode} orders.`,
    `# With --serve the server runs on this clock too; 'advance: 2h' moves both.`,
    `at: ${localIso(at, zone)}`,
    ...(table === null
      ? []
      : [`# As if the guest scanned table ${table.id}'s QR code${manualOpening ? '; the staff opened the table first (manual table opening)' : ''}.`, `table: ${table.id}`, ...(manualOpening ? [`openTables: [${table.id}]`] : [])]),
    'steps:',
    `  # ${dish.item.name}, ${formatMoney(dish.price, { symbol: info.currency.symbol })}${minimum > 0 ? `, enough for the venue's minimum order of ${formatMoney(minimum, { symbol: info.currency.symbol })}` : ''}.`,
    '  # A dish with options: {item: <id>, options: {<group id>: [<option id>]}}',
    `  - AddLine: { item: ${dish.item.id}, quantity: ${quantity} }`,
    '  # Money is in cents.',
    `  - expect: { cart.count: ${quantity}, totals.subtotal: ${dish.price * quantity} }`,
    '  # What the guest types and picks at checkout; the rest is filled from the venue\'s rules, as the app does.',
    `  - EnterCheckoutDetails: { ${guest.join(', ')} }`,
    '  - SubmitOrder: {}',
    ...(paysLater
      ? ['  # Lists are in the app\'s order: orders.0 is the newest order, on top of My orders.', '  - expect: { session.orderSent: true, cart.count: 0, myOrders.orders.0.status: pending }']
      : [
          '  # Paying now: the order waits for its payment; the payer approves on the provider\'s page.',
          '  - expect: { session.waitingForPayment: true }',
          `  - PreparePayment: { orderIds: [$session.lastServerOrder.id], provider: ${payment[0]}, query_string: null }`,
          '  - pay: approve',
          '  - expect: { session.paymentSuccessful: true, myOrders.orders.0.status: pending }',
        ]),
    '  # The kitchen accepts it; the app hears it on the order channel.',
    '  - staff: accept',
    '  - await: OrderStateChanged',
    '  - expect: { myOrders.orders.0.status: accepted }',
  ]
  return `${lines.join('\n')}\n`
}
