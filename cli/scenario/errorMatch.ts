import type { DispatchResult } from '../../commands/bus'
import { MESSAGES, type MessageKey } from '../../domain/messages'
import { defaultText } from '../../domain/notice'
import { sameValue } from './viewPaths'

type Outcome = { ok: true } | { ok: false; message: string }

const TEXT_TO_KEY = new Map<string, MessageKey>(Object.entries(MESSAGES).map(([key, text]) => [text, key as MessageKey]))

/**
 * The error codes a command came to: the keys of the guest errors the bus gave back, and the
 * codes its recorded events carry (a coupon's `problem`, or a server refusal's message, which the
 * server writes with the app's own texts).
 */
function recordedCodes(result: DispatchResult): { key: string; params: Record<string, unknown> }[] {
  const codes: { key: string; params: Record<string, unknown> }[] = result.notices.filter((notice) => notice.kind === 'error').map((notice) => ({ key: notice.key, params: notice.params }))
  for (const event of result.events) {
    for (const value of Object.values(event.data as Record<string, unknown>)) {
      if (typeof value !== 'string') continue
      if (Object.prototype.hasOwnProperty.call(MESSAGES, value)) codes.push({ key: value, params: {} })
      const byText = TEXT_TO_KEY.get(value)
      if (byText) codes.push({ key: byText, params: {} })
    }
  }
  return codes
}

/** `expectError: coupon.expired` (or {key, params}) against what the previous command recorded. */
export function checkError(result: DispatchResult, key: string, params: Record<string, unknown> | null): Outcome {
  const codes = recordedCodes(result)
  const matches = codes.some((code) => code.key === key && (params === null || Object.entries(params).every(([name, value]) => sameValue(code.params[name], value))))
  if (matches) return { ok: true }
  // an event and its notice may both name the refusal: each said once
  const seen = codes.length === 0 ? 'no error' : [...new Set(codes.map((code) => `${code.key}${Object.keys(code.params).length ? ` ${JSON.stringify(code.params)}` : ''}`))].join(', ')
  return { ok: false, message: `expected ${key}${params ? ` ${JSON.stringify(params)}` : ''}, the command recorded ${seen}` }
}

/** `expectError: {message: ...}`: a refusal in the server's own words, as the command recorded it. */
export function checkErrorMessage(result: DispatchResult, message: string): Outcome {
  const texts = result.events.flatMap((event) => Object.values(event.data as Record<string, unknown>).filter((value): value is string => typeof value === 'string'))
  const notices = result.notices.filter((notice) => notice.kind === 'error').map((notice) => defaultText(notice))
  if ([...texts, ...notices].includes(message)) return { ok: true }
  const seen = result.events.map((event) => event.type).join(', ') || 'no event'
  return { ok: false, message: `expected the refusal ${JSON.stringify(message)}, the command recorded ${seen}${notices.length ? ` (${notices.join('; ')})` : ''}` }
}
