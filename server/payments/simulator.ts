import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { HttpProblem } from '../http'
import { cardDeclines, cardProblem, walletDeclines } from './card'
import { PaymentProviderC } from '../../api/orderContracts'
import { type CardDetails, type CardOutcome, type WalletDetails, type CreatedSession, type CreateSessionInput, type PaymentProvider, type PaymentSession, type SessionStatus } from './provider'
import { isOnAppOrigin } from './returnUrl'

export type Outcome = Exclude<SessionStatus, 'pending'>

export type SimulatorOptions = {
  db: Kysely<Database>
  /** The app's origins: the only places the hosted page sends a payer back to. */
  appOrigins: readonly string[]
  /** Where this server's `/pay/sim/...` pages are reached; defaults to the origin the payer comes back to. */
  baseUrl?: string
  clock: () => number
  /** Asked before a payment is approved: a reason to refuse it (the orders are already paid, their total changed), or null. */
  guard?: (session: PaymentSession) => Promise<string | null>
  /** Told once per session, when it becomes approved (a provider's webhook). */
  onApproved?: (session: PaymentSession) => Promise<void>
}

/** A payment can still be completed while pending, or after a declined card (another card may be tried). */
const OPEN: SessionStatus[] = ['pending', 'declined']

function toSession(row: Database['payment_sessions']): PaymentSession {
  let orderIds: number[] = []
  try {
    const parsed: unknown = JSON.parse(row.order_ids)
    if (Array.isArray(parsed)) orderIds = parsed.filter((id): id is number => Number.isSafeInteger(id))
  } catch {
    orderIds = []
  }
  const status = (['pending', 'approved', 'declined', 'canceled'] as const).find((s) => s === row.status) ?? 'canceled'
  return { id: row.id, provider: PaymentProviderC.is(row.provider) ? row.provider : 'stripe', status, orderIds, amount: Number(row.amount), currency: row.currency }
}

/**
 * The out-of-the-box provider (DESIGN §7): sessions in the database, the card provider's
 * hosted-checkout redirect semantics (server/payments/simulatorRoutes.ts serves the page) and an
 * in-app card flow. No network, no real money.
 */
export class SimulatorProvider implements PaymentProvider {
  constructor(readonly options: SimulatorOptions) {}

  private get db() {
    return this.options.db
  }

  async createSession(input: CreateSessionInput): Promise<CreatedSession> {
    if (!isOnAppOrigin(input.returnUrl, this.options.appOrigins)) throw new HttpProblem(400, 'The return URL must be on the app origin')
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new HttpProblem(422, 'Nothing to pay: the amount must be above zero')
    const open = await this.db
      .selectFrom('payment_sessions')
      .selectAll()
      .where('idempotency_key', '=', input.idempotencyKey)
      .where('status', 'in', OPEN)
      .orderBy('created_at', 'desc')
      .executeTakeFirst()
    if (open) return this.created(open.id, open.client_secret, input.returnUrl)
    const id = `cs_sim_${randomBytes(12).toString('hex')}`
    const clientSecret = input.provider === 'stripe' ? `${id}_secret_${randomBytes(16).toString('hex')}` : null
    const now = this.options.clock()
    await this.db
      .insertInto('payment_sessions')
      .values({
        id,
        client_secret: clientSecret,
        provider: input.provider,
        order_ids: JSON.stringify(input.orderIds),
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        return_url: input.returnUrl,
        query_string: input.queryString,
        idempotency_key: input.idempotencyKey,
        status: 'pending',
        created_at: now,
        updated_at: now,
      })
      .execute()
    return this.created(id, clientSecret, input.returnUrl)
  }

  private created(id: string, clientSecret: string | null, returnUrl: string): CreatedSession {
    return { sessionId: id, clientSecret, checkoutUrl: `${(this.options.baseUrl ?? new URL(returnUrl).origin).replace(/\/$/, '')}/pay/sim/${id}` }
  }

  async getSession(id: string): Promise<PaymentSession | null> {
    const row = await this.db.selectFrom('payment_sessions').selectAll().where('id', '=', id).executeTakeFirst()
    return row ? toSession(row) : null
  }

  /** The stored row, for the hosted page (description, return URL). */
  async record(id: string): Promise<Database['payment_sessions'] | null> {
    return (await this.db.selectFrom('payment_sessions').selectAll().where('id', '=', id).executeTakeFirst()) ?? null
  }

  async sessionIdOf(clientSecret: string): Promise<string | null> {
    const row = await this.db.selectFrom('payment_sessions').select('id').where('client_secret', '=', clientSecret).executeTakeFirst()
    return row?.id ?? null
  }

  /**
   * Records the payer's choice once: an approved or canceled session never changes again, so a
   * second click, a reload or a replayed form never charges twice. Returns the session as it now is.
   */
  async settle(id: string, wanted: Outcome): Promise<PaymentSession | null> {
    const session = await this.getSession(id)
    if (!session || !OPEN.includes(session.status)) return session
    let outcome = wanted
    if (outcome === 'approved' && this.options.guard && (await this.options.guard(session)) !== null) outcome = 'declined'
    const result = await this.db
      .updateTable('payment_sessions')
      .set({ status: outcome, updated_at: this.options.clock() })
      .where('id', '=', id)
      .where('status', 'in', OPEN)
      .executeTakeFirst()
    const changed = Number(result.numUpdatedRows) === 1
    const now = await this.getSession(id)
    if (changed && now?.status === 'approved') await this.options.onApproved?.(now)
    return now
  }

  async cancelSession(id: string): Promise<PaymentSession | null> {
    return this.settle(id, 'canceled')
  }

  async confirmCard(input: CardDetails): Promise<CardOutcome> {
    return this.confirmSession(input.clientSecret, () => {
      const problem = cardProblem(input, this.options.clock())
      if (problem !== null) throw new HttpProblem(422, problem)
      return cardDeclines(input.cardNumber) ? 'declined' : 'approved'
    })
  }

  /** Any wallet token is approved but the simulator's declining one (`{ "token": "sim-decline" }`). */
  async confirmWallet(input: WalletDetails): Promise<CardOutcome> {
    return this.confirmSession(input.clientSecret, () => (walletDeclines(input.details) ? 'declined' : 'approved'))
  }

  /** Settles the session of a client secret as `decide` says; an approved session stays approved. */
  private async confirmSession(clientSecret: string, decide: () => 'approved' | 'declined'): Promise<CardOutcome> {
    const id = await this.sessionIdOf(clientSecret)
    const session = id === null ? null : await this.getSession(id)
    if (!session) throw new HttpProblem(404, 'No payment matches this client_secret')
    if (session.status === 'approved') return { sessionId: session.id, status: 'approved' }
    if (session.status === 'canceled') throw new HttpProblem(409, 'This payment was canceled: start the payment again')
    const after = await this.settle(session.id, decide())
    return { sessionId: session.id, status: after?.status === 'approved' ? 'approved' : 'declined' }
  }
}
