import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as contracts from '../../api/tabContracts'
import { orderRowOfLine } from '../../domain/order'
import { MAX_LINE_NOTES } from '../../domain/cartLine'
import { isTabInactive, shareAmount, shareLines, type TabRules } from '../../domain/tab'
import { pushOutcome } from '../../domain/tabReplica'
import { PAYMENT_CURRENCY } from '../../domain/wallets'
import { staffOnly } from '../caller'
import { Answered, route } from '../contractRoute'
import type { ServerDeps } from '../deps'
import { HttpProblem, RuleRefusal } from '../http'
import { lockTables } from '../advisoryLocks'
import { allowAttempt } from '../rateLimit'
import { retryingOnTakenKey } from '../orders'
import type { PaymentProvider } from '../payments/provider'
import { requestAppOrigin, tabPage } from '../payments/returnUrl'
import { orderLines, PricingError, pricingRefusal, type PricingMenu } from '../pricing'
import { addMember, memberOf } from '../tabs/tabMembers'
import { newTabId } from '../tabs/tabIds'
import { placeRound, refuseTableRoundsCannotReach } from '../tabs/tabRounds'
import { servesTabs, tabRulesOf } from '../tabs/tabRules'
import { inTab, settleShare, venueOfTab } from '../tabs/tabSettle'
import { tabSummary } from '../tabs/tabSummary'
import { appendTabEvents, loadTab, loadTabOrThrow, serverEventId, streamAfter, streamFrom, type NewTabEvent, type StoredTab } from '../tabs/tabStream'
import type { TabEvents } from '../realtime/publisher'
import { activeVenue } from './activeVenue'
import { refuseMethodNotTaken } from '../payments/payable'

const JOINS_PER_MINUTE = 30

/** A phone's line at the venue's prices (DESIGN §7 server-side truth): the line is read again against the menu. */
function repriced(menu: PricingMenu, event: NewTabEvent): NewTabEvent {
  if (event.type !== 'TabLineAdded') return event
  if ([...event.line.notes].length > MAX_LINE_NOTES) throw new HttpProblem(422, `tab: a line's notes are at most ${MAX_LINE_NOTES} characters`, { event_id: event.id })
  try {
    const read = orderLines(menu, { order: { rows: [orderRowOfLine(event.line)] } })
    return { ...event, line: { ...read.lines[0]!, notes: event.line.notes } }
  } catch (error) {
    if (error instanceof PricingError) throw pricingRefusal(error, { event_id: event.id })
    throw error
  }
}

/**
 * The table's shared tab (DESIGN §7a, issue #18): open or join at a table, pull and push the
 * stream, send a round, pay a share; and the staff's view. Every append is checked by the tab's
 * rules (domain/tab) under the tab's lock, and announced on the tab's channel after it is stored.
 */
export function registerTabRoutes(app: FastifyInstance, deps: ServerDeps, provider: PaymentProvider, realtime: TabEvents) {
  const announce = (stored: StoredTab) => realtime.tabAppended({ tabId: stored.row.tab_id, seq: stored.tab.seq })

  /** Closes a tab nobody touched for the venue's limit (issue #18), so it stops being offered. */
  const closedIfInactive = async (tabId: string, rules: TabRules): Promise<StoredTab> => {
    let before = -1
    const stored = await inTab(deps.db, tabId, async (trx, stored) => {
      before = stored.tab.seq
      if (!isTabInactive(stored.tab, deps.clock(), rules.inactivityMs)) return stored
      return appendTabEvents(trx, stored, [{ type: 'TabClosed', id: serverEventId('close', tabId), guestId: stored.tab.members[0]?.guestId ?? 'srv-clock', reason: 'inactive' }], rules, deps.clock())
    })
    if (stored.tab.closedReason === 'inactive' && stored.tab.seq !== before) await announce(stored)
    return stored
  }

  const openTabAt = async (venueHash: string, tableId: number, rules: TabRules): Promise<StoredTab | null> => {
    const row = await deps.db.selectFrom('tabs').select('tab_id').where('venue_hash', '=', venueHash).where('table_id', '=', tableId).where('open', '=', 1).executeTakeFirst()
    if (!row) return null
    const stored = await closedIfInactive(row.tab_id, rules)
    return stored.tab.open ? stored : null
  }

  const tableOf = async (hash: string, tableId: number) => {
    const venue = await activeVenue(deps, hash)
    if (!servesTabs(venue)) throw new HttpProblem(404, 'This venue has no table tabs')
    const table = venue.tables.find((candidate) => candidate.id === tableId)
    if (!table) throw RuleRefusal.of('table.notFound', 404)
    return { venue, table: { id: table.id, name: table.name ?? String(table.id) }, rules: tabRulesOf(venue) }
  }

  route(app, contracts.tableTab, async ({ params }) => {
    const { venue, table, rules } = await tableOf(params.hash, params.table_id)
    const open = await openTabAt(venue.hash, table.id, rules)
    return { tab: open ? { table_name: open.tab.table.name, guests: open.tab.members.length } : null }
  }, { what: 'tab' })

  /** A member joins (or joins again: the same guest id and secret) under the tab's lock. */
  const joined = (tabId: string, body: { guest_id: string; secret: string; name: string; email?: string }, rules: TabRules) =>
    inTab(deps.db, tabId, async (trx, stored) => {
      if (!stored.tab.open) throw RuleRefusal.of('tab.closed', 409)
      const isNew = await addMember(trx, tabId, body)
      return isNew ? appendTabEvents(trx, stored, [{ type: 'GuestJoined', id: serverEventId('join', tabId, body.guest_id), guestId: body.guest_id, name: body.name }], rules, deps.clock()) : stored
    })

  /** Joining is open to whoever is at the table: limited per address, so nobody fills a tab from afar. */
  const joinAllowed = async (req: FastifyRequest) => {
    if (!(await allowAttempt(deps.db, `tab-join:ip:${req.ip}`, JOINS_PER_MINUTE, 60_000, deps.clock()))) throw new HttpProblem(429, 'Too many tabs joined from here: try again in a minute')
  }

  route(app, contracts.openTableTab, async ({ params, body }, req) => {
    const { venue, table, rules } = await tableOf(params.hash, params.table_id)
    await joinAllowed(req)
    const open = await openTabAt(venue.hash, table.id, rules) // closes an inactive one first
    if (open) {
      const stored = await joined(open.row.tab_id, body, rules)
      await announce(stored)
      return new Answered({ ...await streamAfter(deps.db, stored, 0), opened: false }, { status: 200 })
    }
    const now = deps.clock()
    const { stored, opened } = await deps.db.transaction().execute(async (trx) => {
      await lockTables(trx, venue.hash, [table.id])
      // another guest may have opened it meanwhile: then this one joins it, after this transaction
      const row = await trx.selectFrom('tabs').select('tab_id').where('venue_hash', '=', venue.hash).where('table_id', '=', table.id).where('open', '=', 1).executeTakeFirst()
      if (row) return { stored: null, opened: false, tabId: row.tab_id }
      await refuseTableRoundsCannotReach(trx, venue.order, table.id)
      const tabId = newTabId()
      await trx.insertInto('tabs').values({ tab_id: tabId, venue_hash: venue.hash, table_id: table.id, open: 1, last_seq: 0, opened_at: now, last_at: now }).execute()
      await addMember(trx, tabId, body)
      const empty = (await loadTab(trx, tabId))!
      return { stored: await appendTabEvents(trx, empty, [{ type: 'TabOpened', id: serverEventId('open', tabId), guestId: body.guest_id, table, name: body.name }], rules, now), opened: true, tabId }
    }).then(async (made) => (made.stored ? { stored: made.stored, opened: true } : { stored: await joined(made.tabId, body, rules), opened: false }))
    await announce(stored)
    return new Answered({ ...await streamAfter(deps.db, stored, 0), opened }, { status: opened ? 201 : 200 })
  }, { what: 'tab' })

  route(app, contracts.joinTab, async ({ params, body }, req) => {
    const rules = tabRulesOf(await venueOfTab(deps, params.tab))
    await joinAllowed(req)
    const stored = await joined(params.tab, body, rules)
    await announce(stored)
    return await streamAfter(deps.db, stored, 0)
  }, { what: 'tab' })

  /** A member's call on a tab: the tab's venue and rules, and who is calling (403 for anyone else). */
  const asMember = async (tabId: string, req: FastifyRequest) => {
    const venue = await venueOfTab(deps, tabId)
    return { venue, rules: tabRulesOf(venue), guestId: await memberOf(deps.db, tabId, req) }
  }

  route(app, contracts.pullTab, async ({ params, query }, req) => {
    await memberOf(deps.db, params.tab, req)
    const after = Number(query.after)
    if (!Number.isSafeInteger(after) || after < 0) throw new HttpProblem(422, 'tab: after must be a whole number from 0')
    return streamFrom(deps.db, params.tab, after)
  }, { what: 'tab' })

  route(app, contracts.pushTab, async ({ params, body }, req) => {
    const { venue, rules, guestId } = await asMember(params.tab, req)
    const events = body.events.map((event) => repriced(venue.order.menu, { ...event, guestId }))
    const { stored, appended } = await inTab(deps.db, params.tab, async (trx, stored) => {
      const outcome = pushOutcome(stored.tab, new Set(stored.events.map((event) => event.id)), body.expected_seq, events)
      switch (outcome.kind) {
        case 'repeat':
          return { stored, appended: false }
        case 'mixed':
          // part of this push is already in (an earlier push of the same events): the phone pulls and pushes the rest
          throw new HttpProblem(409, 'Some of these events are in the tab already: pull and push the rest', { seq: stored.tab.seq })
        case 'conflict':
          throw new HttpProblem(409, 'Someone else added to the tab first: pull and push again', { seq: outcome.seq })
        case 'append':
          return { stored: await appendTabEvents(trx, stored, events, rules, deps.clock()), appended: true }
      }
    })
    if (appended) await announce(stored)
    return await streamAfter(deps.db, stored, body.expected_seq)
  }, { what: 'tab' })

  route(app, contracts.sendTabRound, async ({ params, body }, req) => {
    const { venue, rules, guestId } = await asMember(params.tab, req)
    const stored = await retryingOnTakenKey(() =>
      inTab(deps.db, params.tab, async (trx, stored) => {
        if (!stored.tab.open) throw RuleRefusal.of('tab.closed', 409)
        const round = await placeRound(trx, venue.order, stored.tab, guestId, deps.clock())
        return appendTabEvents(trx, stored, [round], rules, deps.clock())
      }),
    )
    await announce(stored)
    return await streamAfter(deps.db, stored, body.after)
  }, { what: 'tab round' })

  route(app, contracts.startSharePayment, async ({ params, body }, req) => {
    const { venue, rules, guestId } = await asMember(params.tab, req)
    refuseMethodNotTaken(venue.order.rules, body.provider)
    const started = await inTab(deps.db, params.tab, async (trx, stored) => {
      const known = stored.tab.payments.find((payment) => payment.paymentId === body.payment_id)
      if (known) {
        if (known.guestId !== guestId || known.status !== 'pending') throw RuleRefusal.of('tab.paymentGone', 409)
        return { stored, share: known }
      }
      const amount = shareAmount(stored.tab, rules, guestId, body.mode, body.amount)
      // the payer saw another amount (someone paid or ordered meanwhile): show it again rather than charge it
      if (amount !== body.amount) throw RuleRefusal.of('tab.changed', 409, { amount })
      const lineIds = shareLines(stored.tab, guestId, body.mode).map((line) => line.lineId)
      const after = await appendTabEvents(trx, stored, [{ type: 'SharePaymentStarted', id: serverEventId('pay', body.payment_id), guestId, paymentId: body.payment_id, mode: body.mode, lineIds, amount, tip: body.tip }], rules, deps.clock())
      return { stored: after, share: after.tab.payments.find((payment) => payment.paymentId === body.payment_id)! }
    })
    await announce(started.stored)
    const name = venue.staticInfo(venue.defaultLanguage).name
    let session
    try {
      session = await provider.createSession({
        orderIds: [],
        amount: started.share.amount + started.share.tip,
        currency: PAYMENT_CURRENCY,
        provider: body.provider,
        returnUrl: tabPage(requestAppOrigin(req.headers.origin, deps.config), venue.hash),
        queryString: null,
        description: `${typeof name === 'string' && name.trim() !== '' ? name : venue.hash} · ${started.stored.tab.table.name}`,
        idempotencyKey: `tab|${params.tab}|${body.payment_id}`,
      })
    } catch (error) {
      // the share could not be opened with the provider: its lines are free again
      const failed = await inTab(deps.db, params.tab, (trx, stored) =>
        appendTabEvents(trx, stored, [{ type: 'SharePaymentEnded', id: serverEventId('end', body.payment_id), guestId, paymentId: body.payment_id, paid: false }], rules, deps.clock()),
      )
      await announce(failed)
      throw error
    }
    await deps.db.insertInto('tab_payments').values({ payment_id: body.payment_id, tab_id: params.tab, session_id: session.sessionId }).onConflict((oc) => oc.columns(['tab_id', 'payment_id']).doNothing()).execute()
    return { ...await streamAfter(deps.db, started.stored, body.after), session_id: session.sessionId, client_secret: session.clientSecret, checkout_url: session.checkoutUrl }
  }, { what: 'tab payment' })

  route(app, contracts.sharePaymentResult, async ({ params, body }, req) => {
    await memberOf(deps.db, params.tab, req)
    const row = await deps.db.selectFrom('tab_payments').select('session_id').where('payment_id', '=', params.payment_id).where('tab_id', '=', params.tab).executeTakeFirst()
    if (!row) throw new HttpProblem(404, 'No such payment on this tab')
    const session = await provider.getSession(row.session_id)
    if (!session) throw new HttpProblem(404, 'Unknown payment session')
    const before = await loadTabOrThrow(deps.db, params.tab)
    const stored = await settleShare(deps, params.tab, params.payment_id, session.status)
    if (stored.tab.seq !== before.tab.seq) await announce(stored)
    const share = stored.tab.payments.find((payment) => payment.paymentId === params.payment_id)
    return { ...await streamAfter(deps.db, stored, body.after), status: share?.status ?? 'failed' }
  }, { what: 'tab payment' })

  // The payer gave up on the provider's page (back, a declined card, a closed tab): the amount is
  // free again for everyone, unless the provider was paid meanwhile, and then the share is paid.
  route(app, contracts.cancelSharePayment, async ({ params, body }, req) => {
    const { guestId } = await asMember(params.tab, req)
    const before = await loadTabOrThrow(deps.db, params.tab)
    const share = before.tab.payments.find((payment) => payment.paymentId === params.payment_id)
    if (!share || share.guestId !== guestId) throw new HttpProblem(404, 'No such payment of yours on this tab')
    const row = await deps.db.selectFrom('tab_payments').select('session_id').where('payment_id', '=', params.payment_id).where('tab_id', '=', params.tab).executeTakeFirst()
    const session = row ? await provider.cancelSession(row.session_id) : null
    const stored = await settleShare(deps, params.tab, params.payment_id, session?.status ?? 'canceled')
    if (stored.tab.seq !== before.tab.seq) await announce(stored)
    const ended = stored.tab.payments.find((payment) => payment.paymentId === params.payment_id)
    return { ...await streamAfter(deps.db, stored, body.after), status: ended?.status ?? 'failed' }
  }, { what: 'tab payment' })

  const staffVenue = async (hash: string, tabId: string) => {
    const venue = await activeVenue(deps, hash)
    const stored = await loadTab(deps.db, tabId)
    if (!stored || stored.row.venue_hash !== venue.hash) throw new HttpProblem(404, 'No such tab')
    return { venue, stored, rules: tabRulesOf(venue) }
  }

  route(app, contracts.staffTabs, async ({ params, query }) => {
    const venue = await activeVenue(deps, params.hash)
    const rules = tabRulesOf(venue)
    let rows = deps.db.selectFrom('tabs').select('tab_id').where('venue_hash', '=', venue.hash)
    if (query.all !== '1') rows = rows.where('open', '=', 1)
    const tabs = []
    for (const row of await rows.orderBy('opened_at', 'desc').limit(200).execute()) {
      const stored = await closedIfInactive(row.tab_id, rules)
      if (stored.tab.open || query.all === '1') tabs.push(tabSummary(stored.tab, rules))
    }
    return { tabs }
  }, { what: 'tabs', guard: staffOnly(deps) })

  route(app, contracts.staffTab, async ({ params }) => {
    const { stored, rules } = await staffVenue(params.hash, params.tab)
    return { tab: tabSummary(stored.tab, rules), events: stored.events }
  }, { what: 'tab', guard: staffOnly(deps) })

  route(app, contracts.closeTab, async ({ params }) => {
    const { rules } = await staffVenue(params.hash, params.tab)
    const stored = await inTab(deps.db, params.tab, async (trx, stored) => {
      if (!stored.tab.open) return stored
      return appendTabEvents(trx, stored, [{ type: 'TabClosed', id: serverEventId('close', params.tab), guestId: stored.tab.members[0]?.guestId ?? 'srv-staff', reason: 'staff' }], rules, deps.clock())
    })
    await announce(stored)
    return { tab: tabSummary(stored.tab, rules) }
  }, { what: 'tab', guard: staffOnly(deps) })
}
