// Issue #18 (DESIGN §7a): the tab's presence channel. Members are told of each append and see who is at
// the table; a phone that is not a member is not let in. On PostgreSQL, two server processes share
// what they publish through LISTEN/NOTIFY: a guest on one sees what a guest on the other appended.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { memoryDeviceSecret } from '../../api/httpCall'
import { HttpTabApi } from '../../api/tabClient'
import { subscribeTabChannel, type TabPresence } from '../../api/tabChannel'
import type { TabMember } from '../../api/tabPort'
import { loadVenueLight } from '../../api/venueCalls'
import type { CartLine } from '../../domain/cartLine'
import { configFromEnv } from '../../server/config'
import { startServer, type RunningServer } from '../../server/main'
import { freshPostgresDatabase } from '../support/database'

const nodeFetch = (input: string, init?: RequestInit) => fetch(input, init)
const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** Each server's staff token, by its URL: the staff open a table before its guests open a tab (SPEC §3 manual_opening_table). */
const staffTokens = new Map<string, string>()

async function serve(databaseUrl?: string, dataDir = mkdtempSync(join(tmpdir(), 'comanda-tab-rt-'))): Promise<RunningServer> {
  const config = configFromEnv({ PORT: '0', HOST: '127.0.0.1', REALTIME_PORT: '0', DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) })
  const server = await startServer(config)
  staffTokens.set(server.url, config.staffToken)
  cleanups.push(async () => {
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  })
  return server
}

const tabApi = (url: string) => new HttpTabApi({ baseUrl: url, venue: 'demo-table', fetch: nodeFetch, isOnline: () => true, token: () => null, deviceId: `device-${Math.random().toString(36).slice(2)}`, deviceSecret: memoryDeviceSecret() })
const line: CartLine = { item: { id: 202, name: 'Tagliere', name_orig: 'Tagliere', unitPrice: 1350, price_mode: 'single', is_drink: false }, menuentryvariants: [], notes: '', key: '202', quantity: 1 }

let tableNumber = 0
async function seat(first: string, second: string) {
  const table = ++tableNumber
  const anna = { guestId: `anna-guest-${table}`, secret: 'secret-of-anna-0123456789', name: 'Anna' }
  const bruno = { guestId: `bruno-guest-${table}`, secret: 'secret-of-bruno-012345678', name: 'Bruno' }
  const seated = await fetch(`${first}/api/staff/restaurants/demo-table/tables/${table}/session`, { method: 'POST', headers: { authorization: `Bearer ${staffTokens.get(first)}`, 'content-type': 'application/json' }, body: JSON.stringify({ open: true }) })
  if (!seated.ok) throw new Error(`the staff could not open table ${table}: ${seated.status}`)
  const opened = await tabApi(first).openTableTab(table, anna)
  if (!opened.ok) throw new Error(opened.message ?? 'open failed')
  const joined = await tabApi(second).openTableTab(table, bruno)
  if (!joined.ok) throw new Error(joined.message ?? 'join failed')
  const member = (who: typeof anna): TabMember => ({ tabId: opened.value.tabId, guestId: who.guestId, secret: who.secret })
  return { anna: member(anna), bruno: member(bruno), seq: joined.value.seq }
}

/**
 * Bruno's phone on `url` follows the tab's channel; resolves with what it was told. `authorising`
 * runs while the channel's authorisation is on its way, before the server answers it.
 */
async function follow(url: string, member: TabMember, authorising: () => Promise<void> = async () => {}) {
  const light = await loadVenueLight(nodeFetch, url, 'demo-table', 'it', true)
  if (light.kind !== 'ok' || !light.value.realtime) throw new Error('no realtime endpoint')
  const heads: { seq: number; at: number }[] = []
  const presence: TabPresence[] = []
  const subscriptions: number[] = []
  const channel = await subscribeTabChannel({
    realtime: light.value.realtime,
    baseUrl: url,
    fetch: async (input, init) => {
      if (input.endsWith('/api/broadcasting/auth')) await authorising()
      return nodeFetch(input, init)
    },
    member,
    onAppended: (seq) => heads.push({ seq, at: performance.now() }),
    onSubscribed: () => subscriptions.push(performance.now()),
    onPresence: (here) => presence.push(here),
    waitMs: 10_000,
  })
  cleanups.push(() => channel.stop())
  return { heads, presence, subscriptions }
}

async function until(check: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('issue #18 the tab\'s presence channel (DESIGN §7a)', () => {
  it('a member is told of each append, and sees who is at the table', async () => {
    const server = await serve()
    const { anna, bruno, seq } = await seat(server.url, server.url)
    const followed = await follow(server.url, bruno)
    expect(followed.subscriptions.length).toBeGreaterThanOrEqual(1)
    await until(() => followed.presence.length > 0)
    expect(followed.presence.at(-1)).toEqual([{ guestId: bruno.guestId, name: 'Bruno' }])
    const pushedAt = performance.now()
    const pushed = await tabApi(server.url).push(anna, seq, [{ type: 'TabLineAdded', id: 'line-anna-rt-1', lineId: 'line-anna-rt-1', guestId: anna.guestId, line }])
    expect(pushed.ok).toBe(true)
    await until(() => followed.heads.length > 0)
    expect(followed.heads[0]!.seq).toBe(seq + 1)
    console.log(`tab append → other phone told: ${Math.round(followed.heads[0]!.at - pushedAt)} ms (one process)`)
    // Anna's phone joins the channel too: Bruno sees her arrive
    await follow(server.url, anna)
    await until(() => (followed.presence.at(-1)?.length ?? 0) === 2)
    expect(followed.presence.at(-1)!.map((here) => here.name).sort()).toEqual(['Anna', 'Bruno'])
  })

  it('a phone is told to pull once its channel is subscribed, after what was appended while it was being authorised', async () => {
    // The announcement of an append made before the subscription reached no listener: the pull
    // that makes up for it must come after the subscription, not when the socket connected.
    const server = await serve()
    const { anna, bruno, seq } = await seat(server.url, server.url)
    let appendedAt = 0
    const followed = await follow(server.url, bruno, async () => {
      const pushed = await tabApi(server.url).push(anna, seq, [{ type: 'TabLineAdded', id: 'line-anna-rt-2', lineId: 'line-anna-rt-2', guestId: anna.guestId, line }])
      expect(pushed.ok).toBe(true)
      appendedAt = performance.now()
    })
    expect(appendedAt).toBeGreaterThan(0)
    expect(followed.heads).toEqual([])
    expect(followed.subscriptions.length).toBeGreaterThanOrEqual(1)
    expect(followed.subscriptions[0]).toBeGreaterThan(appendedAt)
  })

  it('a phone that is not a member of the tab is not let in', async () => {
    const server = await serve()
    const { bruno } = await seat(server.url, server.url)
    await expect(follow(server.url, { ...bruno, secret: 'not-brunos-secret-0000000' })).rejects.toThrow(/refused/)
    const auth = await fetch(`${server.url}/api/broadcasting/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ socket_id: '1.2', channel_name: `presence-tab.${bruno.tabId}`, tab_guest: bruno.guestId, tab_secret: 'not-brunos-secret-0000000' }),
    })
    expect(auth.status).toBe(403)
  })
})

describe('issue #18 a server restart mid-tab loses nothing', () => {
  it('the tab, its lines and its members are there after the restart, and the phones go on appending', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'comanda-tab-restart-'))
    const before = await serve(undefined, dataDir)
    const { anna, bruno, seq } = await seat(before.url, before.url)
    expect((await tabApi(before.url).push(anna, seq, [{ type: 'TabLineAdded', id: 'line-anna-rs-1', lineId: 'line-anna-rs-1', guestId: anna.guestId, line }])).ok).toBe(true)
    await before.close()
    const after = await serve(undefined, dataDir)
    const pulled = await tabApi(after.url).pull(bruno, 0)
    expect(pulled.ok && pulled.value.events.map((event) => event.type)).toEqual(['TabOpened', 'GuestJoined', 'TabLineAdded'])
    const pushed = await tabApi(after.url).push(bruno, seq + 1, [{ type: 'TabLineAdded', id: 'line-bruno-rs-1', lineId: 'line-bruno-rs-1', guestId: bruno.guestId, line }])
    expect(pushed.ok && pushed.value.seq).toBe(seq + 2)
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('issue #18 two server processes on one PostgreSQL database (LISTEN/NOTIFY)', () => {
  it('a guest on process B is told of what a guest on process A appended', async () => {
    const database = (await freshPostgresDatabase())!
    const first = await serve(database.url)
    const second = await serve(database.url)
    cleanups.unshift(() => database.drop())
    const { anna, bruno, seq } = await seat(first.url, second.url)
    const followed = await follow(second.url, bruno)
    const pushedAt = performance.now()
    expect((await tabApi(first.url).push(anna, seq, [{ type: 'TabLineAdded', id: 'line-anna-pg-1', lineId: 'line-anna-pg-1', guestId: anna.guestId, line }])).ok).toBe(true)
    await until(() => followed.heads.some((head) => head.seq === seq + 1))
    const crossed = followed.heads.find((head) => head.seq === seq + 1)!.at - pushedAt
    console.log(`tab append on A → phone on B told: ${Math.round(crossed)} ms (target 200 ms)`)
    // and what B's phone then pulls from process B is what A appended
    const pulled = await tabApi(second.url).pull(bruno, seq)
    expect(pulled.ok && pulled.value.events.map((event) => event.id)).toEqual(['line-anna-pg-1'])

    // the database drops the LISTEN connections: each process listens again, and events cross again
    const admin = new pg.Client({ connectionString: database.url })
    await admin.connect()
    const dropped = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'")
    await admin.end()
    expect(dropped.rowCount).toBeGreaterThanOrEqual(2)
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect((await tabApi(first.url).push(anna, seq + 1, [{ type: 'TabLineAdded', id: 'line-anna-pg-2', lineId: 'line-anna-pg-2', guestId: anna.guestId, line }])).ok).toBe(true)
    await until(() => followed.heads.some((head) => head.seq === seq + 2))
  })
})
