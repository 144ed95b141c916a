import type { FastifyInstance, FastifyReply } from 'fastify'
import * as t from 'io-ts'
import { WALLET_METHODS, type WalletMethod } from '../../domain/wallets'
import { FilledText } from '../../api/textCodecs'
import { decodeOrThrow, fail, ok } from '../http'
import { checkoutPage, notFoundPage } from './checkoutPage'
import { returnRedirect } from './returnUrl'
import type { Outcome, SimulatorProvider } from './simulator'

export const CARD_DECLINED = 'La carta è stata rifiutata'

const ACTIONS: Record<string, Outcome> = { approve: 'approved', decline: 'declined', cancel: 'canceled' }

/** A whole number, sent as a number or as digits in a string ("12", "2027"). */
const IntLike = new t.Type<number, number, unknown>(
  'a whole number',
  (u): u is number => typeof u === 'number' && Number.isSafeInteger(u),
  (u, c) => (typeof u === 'number' && Number.isSafeInteger(u) ? t.success(u) : typeof u === 'string' && /^\d{1,6}$/.test(u.trim()) ? t.success(Number(u.trim())) : t.failure(u, c)),
  t.identity,
)

const CardConfirmC = t.type({ client_secret: FilledText(200), number: FilledText(40), exp_month: IntLike, exp_year: IntLike, cvc: FilledText(8) })
const WalletMethodC = t.keyof(Object.fromEntries(WALLET_METHODS.map((method) => [method, null])) as Record<WalletMethod, null>, 'a wallet: ' + WALLET_METHODS.join(' or '))
const WalletConfirmC = t.type({ client_secret: FilledText(200), method: WalletMethodC, details: t.unknown })

function html(reply: FastifyReply, status: number, body: string, appOrigin: string) {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${appOrigin}; frame-ancestors 'none'; base-uri 'none'`)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .send(body)
}

/**
 * The simulator's pages (hosted-checkout redirect semantics): `GET /pay/sim/{id}` shows the
 * payment, its buttons POST `/pay/sim/{id}/{approve|decline|cancel}`, which records the outcome and
 * sends the payer back (303) to the app's payment-result page. `POST /pay/sim/card/confirm` is
 * the in-app card flow, `POST /pay/sim/wallet/confirm` the wallet's (Payment Request API).
 */
export function registerSimulatorRoutes(app: FastifyInstance, simulator: SimulatorProvider) {
  const { appOrigins } = simulator.options
  // the payer's forms are sent on to the app they came from (CSP form-action follows the redirect)
  const appOriginOf = (row: { return_url: string } | null) => (row ? new URL(row.return_url).origin : new URL(appOrigins[0]!).origin)

  void app.register(async (scope) => {
    // The hosted page's buttons are plain HTML forms; their (empty) bodies are not read.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, _body, done) => done(null, {}))

    scope.get<{ Params: { id: string } }>('/pay/sim/:id', async (req, reply) => {
      const row = await simulator.record(req.params.id)
      const session = row && (await simulator.getSession(row.id))
      if (!row || !session) return html(reply, 404, notFoundPage(), appOriginOf(null))
      const returnTo = returnRedirect({ returnUrl: row.return_url, queryString: row.query_string, sessionId: row.id, orderId: session.orderIds[0] ?? null }, appOrigins)
      return html(reply, 200, checkoutPage({ sessionId: row.id, description: row.description, amount: session.amount, currency: session.currency, status: session.status, provider: session.provider, returnTo }), appOriginOf(row))
    })

    scope.post<{ Params: { id: string; action: string } }>('/pay/sim/:id/:action', async (req, reply) => {
      const outcome = ACTIONS[req.params.action]
      if (!outcome) return fail(reply, 404, `No such payment action: ${req.params.action} (approve, decline or cancel)`)
      const row = await simulator.record(req.params.id)
      if (!row) return html(reply, 404, notFoundPage(), appOriginOf(null))
      const session = await simulator.settle(row.id, outcome)
      const target = returnRedirect({ returnUrl: row.return_url, queryString: row.query_string, sessionId: row.id, orderId: session?.orderIds[0] ?? null }, appOrigins)
      if (target === null) return fail(reply, 400, 'The return address is not on the app origin')
      return reply.code(303).header('Location', target).header('Cache-Control', 'no-store').send()
    })

    scope.post('/pay/sim/card/confirm', async (req, reply) => {
      const body = decodeOrThrow(CardConfirmC, req.body, 'card')
      const result = await simulator.confirmCard({ clientSecret: body.client_secret, cardNumber: body.number, expMonth: body.exp_month, expYear: body.exp_year, cvc: body.cvc })
      if (result.status === 'declined') return fail(reply, 402, CARD_DECLINED, { status: 'declined', session_id: result.sessionId })
      return ok(reply, { status: 'approved', session_id: result.sessionId })
    })

    scope.post('/pay/sim/wallet/confirm', async (req, reply) => {
      const body = decodeOrThrow(WalletConfirmC, req.body, 'wallet')
      const result = await simulator.confirmWallet({ clientSecret: body.client_secret, method: body.method, details: body.details })
      if (result.status === 'declined') return fail(reply, 402, CARD_DECLINED, { status: 'declined', session_id: result.sessionId })
      return ok(reply, { status: 'approved', session_id: result.sessionId })
    })
  })
}
