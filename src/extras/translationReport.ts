import type { Fetch } from '../../api/client'
import { MESSAGES } from '../../domain/messages'

/** The translation error report form (SPEC §2): what reads wrong, and in which language and page. */
export type TranslationReport = { lang: string; page: string; text: string; suggestion: string }

export const REPORT_TEXT_MAX = 1000

export type ReportOutcome = { ok: true } | { ok: false; message: string }

/**
 * Posts the report to the venue API (`POST /api/v3/restaurants/{hash}/translation-error`, ours:
 * the spec names the form, not its call). Offline it is not sent ('You are not online!'); a refusal
 * shows the server's message, or 'Errore server' (SPEC §8).
 */
export async function sendTranslationReport(hash: string, report: TranslationReport, post: Fetch, online: boolean, base = ''): Promise<ReportOutcome> {
  if (!online) return { ok: false, message: MESSAGES['network.offline'] }
  try {
    const response = await post(`${base}/api/v3/restaurants/${encodeURIComponent(hash)}/translation-error`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(report),
    })
    if (response.status >= 200 && response.status < 300) return { ok: true }
    const body = (await response.text().then((text) => JSON.parse(text) as unknown).catch(() => null)) as { message?: unknown } | null
    return { ok: false, message: typeof body?.message === 'string' && body.message !== '' ? body.message : MESSAGES['server.error'] }
  } catch {
    return { ok: false, message: MESSAGES['server.error'] }
  }
}
