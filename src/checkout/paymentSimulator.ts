import { apiBaseUrl, browserFetch, isOnline } from '../platform/browserPorts'

/**
 * The payment simulator's in-app steps (the card form, the browser's wallet): the provider's
 * calls, not the venue API's, answered by the reference server's simulator. They record nothing
 * in the log; the payment's result reaches it through RecordPaymentResult.
 */

type Json = Record<string, unknown>

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: Json | null } | null> {
  if (!isOnline()) return null
  try {
    const response = await browserFetch(`${apiBaseUrl}${path}`, {
      method,
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    let json: Json | null = null
    try {
      const parsed: unknown = JSON.parse(await response.text())
      json = typeof parsed === 'object' && parsed !== null ? (parsed as Json) : null
    } catch {
      json = null
    }
    return { status: response.status, json }
  } catch {
    return null
  }
}

/** The simulator's answer to a card or a wallet: approved, declined (with the session, to record), or failed. */
function confirmationOf(answer: { json: Json | null } | null): CardConfirmation {
  if (answer === null) return { kind: 'failed', message: null }
  const json = answer.json ?? {}
  const message = typeof json.message === 'string' && json.message !== '' ? json.message : null
  const sessionId = typeof json.session_id === 'string' ? json.session_id : null
  if (json.code === 'ok' && json.status === 'approved' && sessionId !== null) return { kind: 'approved', sessionId }
  if (json.status === 'declined') return { kind: 'declined', sessionId, message }
  return { kind: 'failed', message }
}

export type CardConfirmation = { kind: 'approved'; sessionId: string } | { kind: 'declined'; sessionId: string | null; message: string | null } | { kind: 'failed'; message: string | null }

/** POST /pay/sim/card/confirm: the in-app card step of the payment simulator. The client secret never leaves this call. */
export async function confirmCard(input: { clientSecret: string; number: string; expMonth: number; expYear: number; cvc: string }): Promise<CardConfirmation> {
  const answer = await call('POST', '/pay/sim/card/confirm', {
    client_secret: input.clientSecret,
    number: input.number,
    exp_month: input.expMonth,
    exp_year: input.expYear,
    cvc: input.cvc,
  })
  return confirmationOf(answer)
}

/** POST /pay/sim/wallet/confirm: what the browser's wallet answered (Payment Request API), for the payment of this client secret. */
export async function confirmWallet(input: { clientSecret: string; method: string; details: unknown }): Promise<CardConfirmation> {
  const answer = await call('POST', '/pay/sim/wallet/confirm', { client_secret: input.clientSecret, method: input.method, details: input.details })
  return confirmationOf(answer)
}
