/** What the payer did on the provider's side, as the app learns it back: the session to record. */
export type PayerOutcome = { ok: true; sessionId: string; orderId: number | null } | { ok: false; message: string }

async function bodyMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { message?: string }
  return `${response.status} ${body.message ?? response.statusText}`
}

/**
 * The payer on the simulator's hosted checkout (server/payments/simulatorRoutes.ts): presses
 * approve, decline or cancel, and follows the 303 back to the app's payment-result page, whose
 * `session_id` and `order_id` the app then records (src/screens/PaymentResult.tsx).
 */
export async function payOnHostedCheckout(apiUrl: string, sessionId: string, action: 'approve' | 'decline' | 'cancel'): Promise<PayerOutcome> {
  const response = await fetch(new URL(`/pay/sim/${encodeURIComponent(sessionId)}/${action}`, apiUrl), { method: 'POST', redirect: 'manual' })
  const location = response.headers.get('location')
  if (response.status !== 303 || location === null) return { ok: false, message: `the hosted checkout answered ${await bodyMessage(response)}` }
  const back = new URL(location)
  const orderId = Number(back.searchParams.get('order_id'))
  return { ok: true, sessionId: back.searchParams.get('session_id') ?? sessionId, orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null }
}

/** The in-app card step (`POST /pay/sim/card/confirm`): approved or declined, the session is recorded either way. */
export async function payByCard(apiUrl: string, card: { clientSecret: string; number: string; expMonth: number; expYear: number; cvc: string }): Promise<PayerOutcome> {
  const response = await fetch(new URL('/pay/sim/card/confirm', apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_secret: card.clientSecret, number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc }),
  })
  const body = (await response.json().catch(() => ({}))) as { session_id?: unknown; message?: string }
  if (typeof body.session_id !== 'string') return { ok: false, message: `the card step answered ${response.status} ${body.message ?? ''}`.trim() }
  return { ok: true, sessionId: body.session_id, orderId: null }
}
