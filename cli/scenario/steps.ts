import { isLeft } from 'fp-ts/Either'
import { handlers, isCommandType, type CommandType } from '../../commands/registry'
import { MESSAGES } from '../../domain/messages'
import { ORDER_STATUSES, STAFF_VERBS, statusOfStaffWord, type OrderStatus } from '../../domain/orderStatus'
import { isEventType } from '../../events/catalogue'
import { CHECKOUT_FIELDS, checkoutShapeProblems, usesCheckoutShorthand } from './checkoutShorthand'
import { parseDuration } from './clock'
import { decodeProblems } from './decodeProblems'
import { usesShorthand } from './lineShorthand'
import { hasReferences } from './references'

/** One step of a scenario, as read from its file (see README "Scenarios"). */
export type Step =
  | { kind: 'command'; type: CommandType; payload: Record<string, unknown> }
  | { kind: 'expect'; checks: [path: string, value: unknown][] }
  | { kind: 'expectError'; key: string; params: Record<string, unknown> | null }
  | { kind: 'expectErrorMessage'; message: string }
  | { kind: 'pay'; action: 'approve' | 'decline' | 'cancel' }
  | { kind: 'payByCard'; number: string; expMonth: number; expYear: number; cvc: string }
  | { kind: 'staff'; status: OrderStatus; order: unknown }
  | { kind: 'await'; event: string; timeoutMs: number }
  | { kind: 'advance'; ms: number }
  | { kind: 'dropNextResponse' }
  /** The scenario's guest who acts from here on (a table of several phones, issue #18). */
  | { kind: 'guest'; name: string }

const RUNNER_STEPS = ['expect', 'expectError', 'pay', 'staff', 'await', 'advance', 'dropNextResponse', 'guest'] as const
const PAYER_ACTIONS = ['approve', 'decline', 'cancel'] as const
const DEFAULT_AWAIT_MS = 10_000


type Parsed = Step | { error: string }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function parseCommand(type: CommandType, payload: unknown): Parsed {
  if (payload !== null && payload !== undefined && !isRecord(payload)) return { error: `${type}: its payload must be an object of the command's fields` }
  const fields = (payload ?? {}) as Record<string, unknown>
  if ('type' in fields && fields.type !== type) return { error: `${type}: its payload names another type (${JSON.stringify(fields.type)})` }
  if (usesCheckoutShorthand(type, fields)) {
    const problems = checkoutShapeProblems(fields)
    return problems.length > 0 ? { error: `${type}: ${problems.join('; ')}` } : { kind: 'command', type, payload: fields }
  }
  // Payloads that take their values from the views (`$path`) or build a line from the menu are checked when they run;
  // SubmitOrder without fields sends the address the checkout took, as the app does.
  if (!hasReferences(fields) && !usesShorthand(type, fields) && !(type === 'SubmitOrder' && fields.fields === undefined)) {
    const decoded = handlers[type].codec.decode({ ...fields, type })
    if (isLeft(decoded)) {
      const hint = type === 'EnterCheckoutDetails' ? ` (or write what the guest types instead of details: ${CHECKOUT_FIELDS.join(', ')})` : ''
      return { error: `${type}: ${decodeProblems(decoded.left).join('; ')}${hint}` }
    }
  }
  return { kind: 'command', type, payload: fields }
}

function parseExpect(value: unknown): Parsed {
  if (!isRecord(value) || Object.keys(value).length === 0) return { error: 'expect: give view paths and values, e.g. {totals.total: 2350, cart.count: 3}' }
  return { kind: 'expect', checks: Object.entries(value) }
}

function parseExpectError(value: unknown): Parsed {
  if (isRecord(value) && typeof value.message === 'string') return { kind: 'expectErrorMessage', message: value.message }
  const key = typeof value === 'string' ? value : isRecord(value) && typeof value.key === 'string' ? value.key : null
  if (key === null) return { error: "expectError: give the error key (e.g. coupon.expired), {key, params}, or {message: <the server's text>}" }
  if (!Object.prototype.hasOwnProperty.call(MESSAGES, key)) return { error: `expectError: "${key}" is not a message key of the app` }
  const params = isRecord(value) && isRecord(value.params) ? value.params : null
  return { kind: 'expectError', key, params }
}

function parsePay(value: unknown): Parsed {
  if (typeof value === 'string' && (PAYER_ACTIONS as readonly string[]).includes(value)) return { kind: 'pay', action: value as (typeof PAYER_ACTIONS)[number] }
  if (isRecord(value) && typeof value.card === 'string') {
    const expiry = typeof value.expiry === 'string' ? /^(\d{1,2})\/(\d{2,4})$/.exec(value.expiry.trim()) : null
    if (value.expiry !== undefined && expiry === null) return { error: 'pay: expiry must be MM/YY' }
    const year = expiry ? Number(expiry[2]) : 2030
    return { kind: 'payByCard', number: value.card, expMonth: expiry ? Number(expiry[1]) : 12, expYear: year < 100 ? 2000 + year : year, cvc: typeof value.cvc === 'string' ? value.cvc : '123' }
  }
  return { error: `pay: one of ${PAYER_ACTIONS.join(', ')} (the hosted checkout) or {card: <number>, expiry?: MM/YY, cvc?} (the in-app card step)` }
}

function parseStaff(value: unknown): Parsed {
  const word = typeof value === 'string' ? value : isRecord(value) && typeof value.status === 'string' ? value.status : null
  const status = word === null ? null : statusOfStaffWord(word)
  if (status === null) return { error: `staff: one of ${Object.keys(STAFF_VERBS).join(', ')} (or a status: ${ORDER_STATUSES.join(', ')}), optionally {status, order}` }
  return { kind: 'staff', status, order: isRecord(value) && value.order !== undefined ? value.order : '$session.lastServerOrder.id' }
}

function parseAwait(value: unknown): Parsed {
  const event = typeof value === 'string' ? value : isRecord(value) && typeof value.event === 'string' ? value.event : null
  if (event === null || !isEventType(event)) return { error: `await: "${String(event ?? JSON.stringify(value))}" is not an event type (e.g. OrderStateChanged)` }
  const timeout = isRecord(value) && typeof value.timeout === 'string' ? parseDuration(value.timeout) : DEFAULT_AWAIT_MS
  if (timeout === null) return { error: 'await: timeout must be a duration such as 5s' }
  return { kind: 'await', event, timeoutMs: timeout }
}

function parseRunnerStep(kind: (typeof RUNNER_STEPS)[number], value: unknown): Parsed {
  switch (kind) {
    case 'expect':
      return parseExpect(value)
    case 'expectError':
      return parseExpectError(value)
    case 'pay':
      return parsePay(value)
    case 'staff':
      return parseStaff(value)
    case 'await':
      return parseAwait(value)
    case 'advance': {
      const ms = typeof value === 'string' ? parseDuration(value) : null
      return ms === null ? { error: `advance: "${String(value)}" is not a duration (e.g. 2h, 30m, 1h30m)` } : { kind: 'advance', ms }
    }
    case 'dropNextResponse':
      return value === true ? { kind: 'dropNextResponse' } : { error: 'dropNextResponse: true' }
    case 'guest':
      return typeof value === 'string' && value !== '' ? { kind: 'guest', name: value } : { error: 'guest: the name of one of the scenario\'s guests' }
  }
}

/** `Login` → ` (did you mean LogIn?)`: the command names differ from everyday words in places. */
function didYouMean(kind: string): string {
  const same = Object.keys(handlers).find((type) => type.toLowerCase() === kind.toLowerCase())
  return same ? ` (did you mean ${same}?)` : ''
}

/**
 * A step is a one-key object: a command type with its fields (`AddLine: {...}`), or a runner
 * step (expect, expectError, pay, staff, await, advance, dropNextResponse). A command may also be
 * written as the app dispatches it: `{type: AddLine, ...}`.
 */
export function parseStep(raw: unknown): Parsed {
  if (!isRecord(raw)) return { error: 'a step is an object such as {AddLine: {...}} or {expect: {...}}' }
  if (typeof raw.type === 'string') {
    if (!isCommandType(raw.type)) return { error: `unknown command "${raw.type}"${didYouMean(raw.type)}` }
    const { type, ...fields } = raw
    return parseCommand(type as CommandType, fields)
  }
  const keys = Object.keys(raw)
  if (keys.length !== 1) return { error: `a step has exactly one kind, got ${keys.length === 0 ? 'none' : keys.join(', ')}` }
  const kind = keys[0]!
  if (isCommandType(kind)) return parseCommand(kind, raw[kind])
  if ((RUNNER_STEPS as readonly string[]).includes(kind)) return parseRunnerStep(kind as (typeof RUNNER_STEPS)[number], raw[kind])
  const looksLikeCommand = /^[A-Z]/.test(kind)
  return { error: looksLikeCommand ? `unknown command "${kind}"${didYouMean(kind)}` : `unknown step kind "${kind}" (steps: a command, ${RUNNER_STEPS.join(', ')})` }
}

/** How a step is shown in the output: its kind and its value, compact. */
export function describeStep(step: Step): string {
  switch (step.kind) {
    case 'command':
      return `${step.type} ${compact(step.payload)}`
    case 'expect':
      return `expect ${step.checks.map(([path, value]) => `${path} = ${JSON.stringify(value)}`).join(', ')}`
    case 'expectError':
      return `expectError ${step.key}${step.params ? ` ${JSON.stringify(step.params)}` : ''}`
    case 'expectErrorMessage':
      return `expectError ${JSON.stringify(step.message)}`
    case 'pay':
      return `pay ${step.action}`
    case 'payByCard':
      return `pay by card ${step.number.slice(-4).padStart(step.number.length, '•')}`
    case 'staff':
      return `staff ${step.status}`
    case 'await':
      return `await ${step.event}`
    case 'advance':
      return `advance ${formatDuration(step.ms)}`
    case 'dropNextResponse':
      return 'dropNextResponse'
    case 'guest':
      return `guest ${step.name}`
  }
}

const SHOWN_PAYLOAD = 90

function compact(payload: Record<string, unknown>): string {
  const text = JSON.stringify(payload)
  return text.length <= SHOWN_PAYLOAD ? text : `${text.slice(0, SHOWN_PAYLOAD - 1)}…`
}

function formatDuration(ms: number): string {
  const parts: string[] = []
  let rest = ms
  for (const [unit, size] of [['d', 86_400_000], ['h', 3_600_000], ['m', 60_000], ['s', 1000]] as const) {
    if (rest >= size) {
      parts.push(`${Math.floor(rest / size)}${unit}`)
      rest %= size
    }
  }
  if (rest > 0 || parts.length === 0) parts.push(`${rest}ms`)
  return parts.join('')
}
