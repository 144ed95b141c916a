import type { ChosenVariantGroup } from '../../domain/cartLine'
import type { CheckoutDetails } from '../../domain/order'
import type { Envelope } from '../../events/envelope'
import type { ParsedExport } from '../../events/exportFormat'
import type { PresentedViews } from '../../projections/present'
import { localIso } from '../replay/human'
import { replayExport } from '../replay/output'
import { TabRecording, type RecordedLine } from './recordingTab'

/**
 * `comanda scenario --record <log.json>` (issue #17.9): a guest's exported log as a scenario. The
 * guest's commands come back from the events they decided; what the server or the staff did
 * becomes the steps that make them happen (`staff:`, `pay:`); time between events becomes
 * `advance:`; the views at the last event become the closing `expect`. The guest's contacts and
 * notes are replaced by sample values, so the file can live in a repository.
 */

type Line = RecordedLine

const SAMPLE_CONTACTS = { name: 'Guest', email: 'guest@example.com', phone: '+39 333 0000000', address: 'Corso Buenos Aires 33, Milano', id_cliente: 'A1', optional_field: 'ok' }
const MINUTE = 60_000
const SHOWN_ORDERS = 5

const flow = (value: unknown): string => JSON.stringify(value)

function optionsOf(groups: readonly ChosenVariantGroup[]): Record<string, Record<string, number> | number[]> {
  return Object.fromEntries(
    groups.map((group) => {
      const picks = group.optionsselected.filter((option) => option.quantity > 0)
      return [String(group.id), picks.every((option) => option.quantity === 1) ? picks.map((option) => option.id) : Object.fromEntries(picks.map((option) => [String(option.id), option.quantity]))]
    }),
  )
}

function lineFields(line: { item: { id: number }; menuentryvariants: readonly ChosenVariantGroup[]; notes: string }): Record<string, unknown> {
  return { item: line.item.id, ...(line.menuentryvariants.length > 0 ? { options: optionsOf(line.menuentryvariants) } : {}), ...(line.notes !== '' ? { notes: 'note' } : {}) }
}

/**
 * A sample delivery address at about the guest's distance from the venue, so the scenario's
 * delivery costs what the guest's did; null when none is known (the venue is not a demo venue).
 */
export type SampleAddressAt = (distanceKm: number) => { address: string; distanceKm: number } | null

/** What the recording replaces of the guest's: the address a delivery goes to, once the checkout named it. */
type Recording = { seen: Set<string>; statuses: OrderStatuses; addressAt: SampleAddressAt; address: string; tab: TabRecording }

function sampleDetails(details: CheckoutDetails, recording: Recording): CheckoutDetails {
  const contacts = Object.fromEntries(Object.entries(details.contacts).map(([key, value]) => [key, value === null ? null : SAMPLE_CONTACTS[key as keyof typeof SAMPLE_CONTACTS]]))
  const located = details.contacts.address !== null && typeof details.distance_km === 'number' ? recording.addressAt(details.distance_km) : null
  recording.address = located?.address ?? SAMPLE_CONTACTS.address
  return { ...details, note: details.note === '' ? '' : 'note', contacts: { ...(contacts as CheckoutDetails['contacts']), ...(details.contacts.address !== null ? { address: recording.address } : {}) }, ...(located ? { distance_km: located.distanceKm } : {}) }
}

function duration(ms: number): string {
  const minutes = Math.round(ms / MINUTE)
  const hours = Math.floor(minutes / 60)
  return hours > 0 ? `${hours}h${minutes % 60 > 0 ? `${minutes % 60}m` : ''}` : `${minutes}m`
}

/**
 * The staff's moves, read from what the guest's device learnt of its orders (the live change,
 * or My orders reloaded): each status an order reached becomes a `staff:` step on that order.
 */
class OrderStatuses {
  private readonly known = new Map<number, string>()

  learn(orders: readonly { id: number; status: string | null }[], moved: boolean): Line[] {
    const steps: Line[] = []
    for (const order of orders) {
      if (order.status === null) continue
      const before = this.known.get(order.id)
      this.known.set(order.id, order.status)
      if (!moved || before === undefined || before === order.status) continue
      const newestFirst = [...this.known.keys()].sort((a, b) => b - a)
      const which = newestFirst[0] === order.id ? order.status : flow({ status: order.status, order: `$myOrders.orders.${newestFirst.indexOf(order.id)}.id` })
      steps.push({ step: `staff: ${which}` }, { step: 'await: OrderStateChanged' })
    }
    return steps
  }
}

/** The steps that bring an event about again, or none when it follows from another step (or from nothing a scenario can do). */
function stepsOf(event: Envelope, recording: Recording): Line[] {
  const tabSteps = recording.tab.stepsOf(event)
  if (tabSteps.length > 0) return tabSteps
  const steps = guestStepsOf(event, recording)
  return steps.length === 0 ? [] : [...recording.tab.recordedGuestActs(), ...steps]
}

/** The steps of the recorded guest's own that bring an event about again. */
function guestStepsOf(event: Envelope, recording: Recording): Line[] {
  const { seen, statuses } = recording
  switch (event.type) {
    case 'OrderAccepted':
      return statuses.learn([event.data.order], false)
    case 'PaymentResultReceived':
      return [{ step: `pay: ${event.data.success ? 'approve' : 'decline'}` }, ...statuses.learn(event.data.orders, false)]
    case 'MyOrdersLoaded':
      return statuses.learn(event.data.orders, true)
    case 'OrderStateChanged':
      return statuses.learn([{ id: event.data.orderid, status: event.data.status }], true)
    case 'LineAdded':
      return [{ step: `AddLine: ${flow({ ...lineFields(event.data.line), quantity: event.data.quantity })}` }]
    case 'LineEdited':
      return [{ step: `EditLine: ${flow({ lineKey: event.data.lineKey, ...lineFields(event.data.line), quantity: event.data.quantity })}` }]
    case 'LineDecremented':
      return [{ step: `DecrementLine: ${flow({ lineKey: event.data.lineKey })}` }]
    case 'LineRemoved':
      return [{ step: `RemoveLine: ${flow({ lineKey: event.data.lineKey })}` }]
    case 'SpecialMenuLineAdded':
      return [{ step: `AddSpecialMenuLine: ${flow(event.data)}` }]
    case 'SpecialMenuLineUpdated':
      return [{ step: `UpdateSpecialMenuLine: ${flow(event.data)}` }]
    case 'SpecialMenuLineDecremented':
      return [{ step: `DecrementSpecialMenuLine: ${flow(event.data)}` }]
    case 'SpecialMenuLineRemoved':
      return [{ step: `RemoveSpecialMenuLine: ${flow(event.data)}` }]
    case 'CartCleared':
      return event.data.reason === 'guest' ? [{ step: 'ClearCart: {}' }] : []
    case 'CouponApplied':
      return [{ step: `ApplyCoupon: ${flow({ code: event.data.coupon.code })}` }]
    case 'CouponRejected':
      return [{ step: `ApplyCoupon: ${flow({ code: event.data.code })}` }, { step: `expectError: ${event.data.reason}` }]
    case 'CouponRemoved':
      return [{ step: 'RemoveCoupon: {}' }]
    case 'CoversSet':
      return [{ step: `SetCovers: ${flow(event.data)}` }]
    case 'CheckoutDetailsEntered':
      return [{ step: `EnterCheckoutDetails: ${flow({ details: sampleDetails(event.data.details, recording) })}`, comment: "the guest's contacts are sample values (a delivery's address one of the venue's at about the same distance)" }]
    case 'OrderSubmitted': {
      // a resent submission keeps its key: the scenario sends it once
      if (seen.has(event.data.orderKey)) return []
      seen.add(event.data.orderKey)
      const fields = Object.fromEntries(Object.keys(event.data.request.fields).map((key) => [key, key === 'address' ? recording.address : 'x']))
      return [{ step: `SubmitOrder: ${flow({ fields })}` }]
    }
    case 'OrderSubmissionFailed':
      if (!event.data.definitive) return [{ step: 'dropNextResponse: true', comment: 'the guest got no answer here (offline or timeout); the scenario loses the next answer instead' }]
      return event.data.message === null ? [] : [{ step: `expectError: ${flow({ message: event.data.message })}` }]
    case 'OrderSentViaWhatsApp':
      return [{ step: `SendOrderViaWhatsApp: ${flow({ number: event.data.number, text: event.data.text })}` }]
    case 'PaymentMethodSet':
      return [{ step: `ChoosePaymentMethod: ${flow({ orderId: '$session.lastServerOrder.id', payment_method: event.data.payment_method })}` }]
    case 'PaymentPrepared':
    case 'PaymentPreparationFailed': {
      const orderIds = event.data.orderIds.length === 1 ? ['$session.lastServerOrder.id'] : '$myOrders.unpaid'
      return [{ step: `PreparePayment: ${flow({ orderIds, provider: event.data.provider, query_string: null })}` }]
    }
    case 'WaiterCalled':
      return [{ step: 'CallWaiter: {}' }]
    case 'UniqueTableCleared':
      return [{ step: '# the table was cleared here', comment: 'the guest opened the venue from a link whose table code names no table; a scenario opens the venue once, with the header\'s table' }]
    case 'OrderSessionCleared':
      return event.data.reason === 'guest' ? [{ step: 'ClearOrderSession: {reason: guest}' }] : []
    case 'CustomerLoggedIn':
      return [{ step: `# LogIn: {email: ..., password: ...}`, comment: 'the guest logged in here: the password is not in the log, give a customer of the venue' }]
    case 'CustomerLoggedOut':
      return [{ step: 'LogOut: {}' }]
    default:
      // VenueOpened, LanguageChosen, UniqueTableSet, TableSessionVerified, NavigationSessionSaved:
      // opening the venue (with the header's language and table) records them; the rest are answers
      return []
  }
}

/** The closing expectations: what the guest saw at the last event, in the paths scenarios check. */
function expectationsOf(views: Partial<PresentedViews>): string {
  const checks: Record<string, unknown> = {}
  if (views.cart) checks['cart.count'] = views.cart.count
  if (views.totals) checks['totals.total'] = views.totals.total
  if (views.myOrders) {
    const orders = views.myOrders.orders
    checks['myOrders.orders.length'] = orders.length
    orders.slice(0, SHOWN_ORDERS).forEach((order, i) => {
      checks[`myOrders.orders.${i}.status`] = order.status
      checks[`myOrders.orders.${i}.total_cost`] = order.total_cost
    })
  }
  if (views.waiter && views.waiter.calls > 0) checks['waiter.calls'] = views.waiter.calls
  if (views.tab) {
    const tab = views.tab
    Object.assign(checks, { 'tab.open': tab.open, 'tab.guests.length': tab.guests.length, 'tab.lines.length': tab.lines.length, 'tab.rounds.length': tab.rounds.length, 'tab.total': tab.total, 'tab.paid': tab.paid, 'tab.left': tab.left })
  }
  return flow(checks)
}

/** The orders the guest's log learnt of (My orders, a payment) without placing them in it: the guest placed them before the log began. */
export function ordersBeforeTheLog(events: readonly Envelope[]): number[] {
  const placed = new Set<number>()
  const known = new Set<number>()
  for (const event of events) {
    if (event.type === 'OrderAccepted') placed.add(event.data.order.id)
    if (event.type === 'MyOrdersLoaded' || event.type === 'PaymentResultReceived') for (const order of event.data.orders) known.add(order.id)
  }
  return [...known].filter((id) => !placed.has(id)).sort((a, b) => a - b)
}

export function recordedScenario(log: ParsedExport, file: string, addressAt: SampleAddressAt = () => null): string {
  const events = log.events
  const first = events[0]
  if (first === undefined) throw new Error('the log has no events')
  const last = events[events.length - 1]!
  const opened = events.find((event) => event.type === 'VenueOpened')
  const zone = opened?.type === 'VenueOpened' ? (opened.data.rules?.timeZone ?? null) : null
  const language = events.find((event) => event.type === 'LanguageChosen')
  const table = events.find((event) => event.type === 'UniqueTableSet')
  const tableId = table?.type === 'UniqueTableSet' ? (table.data.table?.id ?? null) : null
  const rules = opened?.type === 'VenueOpened' ? opened.data.rules : undefined
  const manualOpening = rules !== undefined && rules.ordering.venueType !== 1 && rules.ordering.options?.manual_opening_table === true
  const earlier = ordersBeforeTheLog(events)
  const tab = new TabRecording(events, lineFields)
  const guests = tab.names()

  const lines: string[] = [
    `# Recorded by comanda scenario --record from ${file}: the guest's steps, the staff's and the payer's,`,
    '# and what the guest saw at the end. Contacts and notes are sample values. Run it:',
    '#   comanda scenario <this file> --serve',
    // what could not be read is not a step: the steps after it may not replay as the guest saw them
    ...log.quarantine.map((entry) => `# left out, unreadable: seq ${entry.seq ?? '?'}: ${entry.reason.replace(/[\r\n\u2028\u2029]+/g, ' ')}`),
    // orders the guest placed before the log began have no step that places them: the steps that pay or follow them fail
    ...(earlier.length === 0 ? [] : [`# placed before the log began, so no step places them (steps that pay or follow them will fail): order ${earlier.join(', ')}`]),
    `name: ${flow(`recorded from ${file}`)}`,
    `venue: ${log.header.venue}`,
    `at: ${zone === null ? new Date(first.at).toISOString() : localIso(first.at, zone)}`,
    ...(language?.type === 'LanguageChosen' ? [`language: ${language.data.code}`] : []),
    ...(tableId === null ? [] : [`table: ${tableId}`, ...(manualOpening ? [`openTables: [${tableId}]`] : [])]),
    // the others at the table's tab, played from the tab's stream as this phone received it
    ...(guests.length > 1 ? [`guests: ${flow(guests)}`] : []),
    'steps:',
  ]
  const recording: Recording = { seen: new Set<string>(), statuses: new OrderStatuses(), addressAt, address: SAMPLE_CONTACTS.address, tab }
  let clock = first.at
  for (const event of events) {
    const steps = stepsOf(event, recording)
    if (steps.length === 0) continue
    if (event.at - clock >= MINUTE) lines.push(`  - advance: ${duration(event.at - clock)}`)
    clock = event.at
    for (const { step, comment } of steps) {
      if (comment) lines.push(`  # #${event.seq} ${event.type}: ${comment}`)
      lines.push(step.startsWith('#') ? `  ${step}` : `  - ${step}`)
    }
  }
  const { views } = replayExport(log, { at: last.at })
  lines.push("  # what the guest saw at the log's last event", `  - expect: ${expectationsOf(views)}`)
  return `${lines.join('\n')}\n`
}
