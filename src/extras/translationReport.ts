import { reportTranslationError } from '../../api/guestContracts'
import { answerOf, exchange } from '../../api/httpCall'
import type { Fetch } from '../../api/transport'
import { MESSAGES } from '../../domain/messages'

/** The translation error report form (SPEC §2): what reads wrong, and in which language and page. */
export type TranslationReport = { lang: string; page: string; text: string; suggestion: string }

export const REPORT_TEXT_MAX = 1000

export type ReportOutcome = { ok: true } | { ok: false; message: string }

/**
 * Posts the report to the venue API (api/guestContracts.ts reportTranslationError). Offline it is
 * not sent ('You are not online!'); a refusal shows the server's message, or 'Errore server' (SPEC §8).
 */
export async function sendTranslationReport(hash: string, report: TranslationReport, post: Fetch, online: boolean, base = ''): Promise<ReportOutcome> {
  if (!online) return { ok: false, message: MESSAGES['network.offline'] }
  const answer = answerOf(reportTranslationError, await exchange(post, base, reportTranslationError, { params: { hash }, body: report }))
  return answer.ok ? { ok: true } : { ok: false, message: answer.message ?? MESSAGES['server.error'] }
}
