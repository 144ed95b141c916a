/**
 * SPEC §7 Logging: the external logger's body,
 * `{data:{type:"{product}log", attributes:{ris_id, token, action, payload:{...}}}}`.
 */
export type LogPayload = {
  action: string
  attributes: Record<string, unknown>
  domain: string
  lang: string
  metadata: Record<string, unknown>
  referrer: string
  /** When the guest's visit started (epoch ms). */
  start: number
  url: string
  user_agent: string
}

export type LogEntry = {
  data: { type: string; attributes: { ris_id: number | string | null; token: string | null; action: string; payload: LogPayload } }
}

/** SPEC §8: the logger's four refusals, in the order it checks. */
export const LOGGER_MESSAGES = {
  noBusinessId: 'The business id is not defined',
  noBusinessToken: 'The business token is not defined',
  noLanguage: 'The client language is not defined',
  noAction: 'The user action is not defined',
} as const
export type LoggerMessage = (typeof LOGGER_MESSAGES)[keyof typeof LOGGER_MESSAGES]

/** Where the page is and who is looking: what every entry's payload carries besides the action. */
export type LogContext = { product: string; risId: number | string | null; token: string | null; lang: string; domain: string; url: string; referrer: string; userAgent: string; start: number }

export function buildLogEntry(context: LogContext, action: string, metadata: Record<string, unknown>, attributes: Record<string, unknown> = {}): LogEntry {
  return {
    data: {
      type: `${context.product}log`,
      attributes: {
        ris_id: context.risId,
        token: context.token,
        action,
        payload: {
          action,
          attributes,
          domain: context.domain,
          lang: context.lang,
          metadata,
          referrer: context.referrer,
          start: context.start,
          url: context.url,
          user_agent: context.userAgent,
        },
      },
    },
  }
}

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '')

/** SPEC §8: why the logger would refuse this entry (the first of its four messages), or null. */
export function logEntryProblem(entry: LogEntry): LoggerMessage | null {
  const { ris_id, token, action, payload } = entry.data.attributes
  if (blank(ris_id)) return LOGGER_MESSAGES.noBusinessId
  if (blank(token)) return LOGGER_MESSAGES.noBusinessToken
  if (blank(payload.lang)) return LOGGER_MESSAGES.noLanguage
  if (blank(action)) return LOGGER_MESSAGES.noAction
  return null
}

export type LogResult = { ok: true } | { ok: false; message: string }

/** The logger port. The default sends nothing. */
export type LoggerPort = { log(entry: LogEntry): Promise<LogResult> }

export const noLogger: LoggerPort = { log: async () => ({ ok: true }) }

/**
 * Posts entries to the logger at `url` (the reference server has `/api/logger`). An entry the
 * logger would refuse is not sent: the result carries the SPEC §8 message. Never throws.
 */
export function httpLogger(url: string, post: (url: string, init: RequestInit) => Promise<Response>): LoggerPort {
  return {
    async log(entry) {
      const problem = logEntryProblem(entry)
      if (problem) return { ok: false, message: problem }
      try {
        const response = await post(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(entry), keepalive: true })
        if (response.ok) return { ok: true }
        const body = (await response.json().catch(() => null)) as { message?: unknown } | null
        return { ok: false, message: typeof body?.message === 'string' && body.message !== '' ? body.message : 'Errore server' }
      } catch (error) {
        return { ok: false, message: error instanceof Error ? error.message : String(error) }
      }
    },
  }
}
