import { configFromEnv, portNumber } from '../server/config'
import { ConfigError, SECRETS_FILE } from '../server/secrets'
import { openDatabase } from '../server/db/connect'
import { startServer } from '../server/main'
import { apiBaseOf } from './apiBase'
import { TabIdC } from '../events/tabEvents'
import { importVenue, readVenueFile, VenueFileError } from '../server/seed'
import { ORDER_STATUSES, STAFF_VERBS, statusOfStaffWord } from '../domain/orderStatus'
import type { Endpoint } from '../api/contract'
import { setOrderStatus, setOrderStatusByNumber, setTableSession } from '../api/staffContracts'
import { closeTab, staffTab, staffTabs, type TabSummary } from '../api/tabContracts'
import { formatMoney } from '../domain/display'
import { BadInput, EXIT_CHECK_FAILED, EXIT_OK } from './exitCodes'
import { callStaff, staffTokenOf, type StaffAnswer } from './staffApi'

type Print = (text: string) => void

type ServeFlags = { port?: string; dataDir?: string; databaseUrl?: string; devLogin?: boolean }

function envWith(flags: ServeFlags): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...(flags.port ? { PORT: flags.port } : {}),
    ...(flags.dataDir ? { DATA_DIR: flags.dataDir } : {}),
    ...(flags.databaseUrl ? { DATABASE_URL: flags.databaseUrl } : {}),
    ...(flags.devLogin ? { DEV_LOGIN: 'true' } : {}),
  }
}

/** The settings, or the one-line reason they are refused (a short secret, DESIGN §7 trust). */
function serverConfig(flags: ServeFlags, keepSecrets: boolean) {
  const env = envWith(flags)
  try {
    return configFromEnv(env, { keepSecrets })
  } catch (error) {
    if (error instanceof ConfigError) throw new BadInput(error.message)
    // keeping the secrets makes the data folder
    throw storageProblem(error, env.DATA_DIR ?? 'data') ?? error
  }
}

function asBadInput<T>(read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (error instanceof ConfigError) throw new BadInput(error.message)
    throw error
  }
}

/** A database URL as it may be printed: without its password. */
function shownDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.protocol === 'postgres:' || parsed.protocol === 'postgresql:') {
      if (parsed.password) parsed.password = '***'
      return parsed.toString()
    }
  } catch {
    // not a URL: below
  }
  // not a PostgreSQL URL: it may still hold a password, so it is not printed
  return '(the --database-url given, not a postgres:// URL)'
}

/**
 * Where the server keeps its data, when it cannot: the data folder is a file or may not be
 * written, the database cannot be reached. One line naming the flag, not an "unexpected failure".
 */
function storageProblem(error: unknown, dataDir: string, databaseUrl?: string | null): BadInput | null {
  const { code, path, message } = error as { code?: unknown; path?: unknown; message?: unknown }
  // the error's path may be a folder inside the one named (ENOTDIR): the flag's own value is what the user typed
  if ((code === 'EEXIST' || code === 'ENOTDIR') && typeof path === 'string') return new BadInput(`--data-dir: ${dataDir} is a file, or lies under one, not a folder: name a folder (it is made if missing)`)
  if ((code === 'EACCES' || code === 'EPERM' || code === 'EROFS') && typeof path === 'string') return new BadInput(`--data-dir: ${dataDir} may not be written by this user: name another folder`)
  if (typeof message === 'string' && message.startsWith('database migration failed')) {
    const reason = message.replace(/^database migration failed:\s*/, '')
    return new BadInput(databaseUrl ? `cannot use the database at ${shownDatabaseUrl(databaseUrl)} (--database-url): ${reason}` : `cannot open the database: ${reason}`)
  }
  return null
}

/** `comanda serve`: the reference server, until Ctrl-C (DESIGN §8). */
export async function runServe(flags: ServeFlags, print: Print): Promise<number> {
  // the config's own check, naming the flag the user typed
  if (flags.port !== undefined) asBadInput(() => portNumber('--port', flags.port, 0))
  const config = serverConfig(flags, true)
  const server = await startServer(config, { log: print, startRenderThreads: 'now' }).catch((error: unknown) => {
    const { code, port } = error as { code?: unknown; port?: unknown }
    if (code === 'EADDRINUSE') {
      throw new BadInput(
        port === config.port
          ? `port ${String(port)} is already in use (another server?): stop it, or choose another port with --port`
          : `the realtime port ${String(port)} is already in use (another server?): stop it, or choose another one with REALTIME_PORT`,
      )
    }
    if (code === 'EACCES' && port !== undefined) throw new BadInput(`port ${String(port)} may not be opened by this user: choose one above 1023 with --port`)
    throw storageProblem(error, config.dataDir, config.databaseUrl) ?? error
  })
  if (!process.env.STAFF_TOKEN) print(`staff token (kept in ${config.dataDir}/${SECRETS_FILE}; \`comanda staff\` reads it there): ${config.staffToken}`)
  if (config.devLogin) print('the development social login is on: it believes any e-mail, never use it in production')
  print(`Ready: ${server.url}/api/health · demo venues: ${server.url}/api/v3/restaurants/demo-online/static-light · Ctrl-C stops`)
  await new Promise<void>((resolve) => {
    const stop = () => resolve()
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  })
  await server.close()
  return EXIT_OK
}

/** `comanda venue import <file>`: checks a venue file and stores it (DESIGN §8). */
export async function runVenueImport(path: string, flags: { dataDir?: string; databaseUrl?: string }, print: Print): Promise<number> {
  let file
  try {
    file = readVenueFile(path)
  } catch (error) {
    if (error instanceof VenueFileError) throw new BadInput(error.message)
    throw error
  }
  const config = serverConfig(flags, false)
  const { db, close } = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch((error: unknown) => {
    throw storageProblem(error, config.dataDir, config.databaseUrl) ?? error
  })
  try {
    await importVenue(db, file, Date.now())
  } finally {
    await close()
  }
  print(`imported venue ${file.hash}`)
  return EXIT_OK
}

type StaffFlags = { api?: string; token?: string; dataDir?: string; json?: boolean }

/** A call of the staff side of the venue API; the answer, or the one-line reason it was refused. */
async function staffCall<P, Q, B, A>(endpoint: Endpoint<P, Q, B, A>, call: { params: P; query?: Q; body: B }, flags: StaffFlags): Promise<StaffAnswer<A>> {
  const api = apiBaseOf(flags.api ?? 'http://localhost:8080')
  const token = staffTokenOf(flags)
  try {
    return await callStaff(api, endpoint, call, token)
  } catch {
    throw new BadInput(`cannot reach the venue API at ${api} (is \`comanda serve\` running?)`)
  }
}

function printRefusal(refused: { status: number; message: string }, flags: StaffFlags, print: Print): number {
  print(flags.json ? JSON.stringify({ ok: false, status: refused.status, message: refused.message }) : `✗ ${refused.status}: ${refused.message}`)
  return EXIT_CHECK_FAILED
}

/**
 * `comanda staff <venue> <order> <status>`: moves an order as the venue would, through the staff endpoint.
 * The order is the venue's number for it, "#12" as its guest and the kitchen see it; `--id` takes the
 * server's own id instead (what the API's answers and the server's log name).
 */
export async function runStaff(venue: string, order: string, status: string, flags: StaffFlags & { id?: boolean }, print: Print): Promise<number> {
  const digits = /^#?(\d{1,15})$/.exec(order)?.[1]
  if (digits === undefined) throw new BadInput(`order: "${order}" is not an order's number (as its guest sees it, "12" or "#12")`)
  const next = statusOfStaffWord(status)
  if (next === null) throw new BadInput(`status: "${status}" is not one of ${Object.keys(STAFF_VERBS).join(', ')} (or a status: ${ORDER_STATUSES.join(', ')})`)
  const body = { status: next }
  const answer = flags.id
    ? await staffCall(setOrderStatus, { params: { hash: venue, id: Number(digits) }, body }, flags)
    : await staffCall(setOrderStatusByNumber, { params: { hash: venue, number: Number(digits) }, body }, flags)
  if (!answer.ok) return printRefusal(answer, flags, print)
  const { order: moved } = answer.value
  print(flags.json ? JSON.stringify({ ok: true, order: moved }) : `✓ order #${moved.restaurantorderid ?? moved.id} (id ${moved.id}) of ${venue} is now ${next}`)
  return EXIT_OK
}

/** `comanda table <venue> <table> open|close [--covers N]`: opens or closes a table session as the staff would. */
export async function runTable(venue: string, table: string, action: string, flags: StaffFlags & { covers?: string }, print: Print): Promise<number> {
  if (!/^\d+$/.test(table)) throw new BadInput(`table: "${table}" is not a table id`)
  if (action !== 'open' && action !== 'close') throw new BadInput(`action: "${action}" is not open or close`)
  if (flags.covers !== undefined && action === 'close') throw new BadInput('--covers: only opening a table takes covers')
  if (flags.covers !== undefined && !/^\d{1,3}$/.test(flags.covers)) throw new BadInput(`--covers: "${flags.covers}" is not a number of covers from 0 to 999`)
  const body = { open: action === 'open', ...(flags.covers === undefined ? {} : { covers: Number(flags.covers) }) }
  const answer = await staffCall(setTableSession, { params: { hash: venue, table_id: Number(table) }, body }, flags)
  if (!answer.ok) return printRefusal(answer, flags, print)
  const { session } = answer.value
  // an open table keeps its session, covers and all: say so rather than print a count the user did not ask for
  const kept = session.open && flags.covers !== undefined && Number(flags.covers) !== session.covers ? `; it was open already, so --covers ${flags.covers} changed nothing` : ''
  print(flags.json ? JSON.stringify({ ok: true, session }) : `✓ table ${table} of ${venue} is ${session.open ? `open (${session.covers} covers${kept})` : 'closed'}`)
  return EXIT_OK
}

/** An amount of a tab in its venue's currency symbol (SPEC §3 Venue). */
const moneyOf = (tab: TabSummary) => (cents: number) => formatMoney(cents, { symbol: tab.currency })

function tabLines(tab: TabSummary): string[] {
  const money = moneyOf(tab)
  const state = tab.open ? 'open' : 'closed'
  return [
    `${tab.tab_id}  table ${tab.table_id}  ${state}  ${tab.guests.join(', ')}  rounds ${tab.rounds}  total ${money(tab.total)}  paid ${money(tab.paid)}  left ${money(tab.left)}`,
    ...tab.unpaid_lines.map((line) => `    unpaid: ${line.quantity} × ${line.name}  ${money(line.amount)}`),
  ]
}

/** `comanda staff tab <venue> list|show|close [<tab>]`: the venue's shared tabs (issue #18), what is paid and by whom, and closing one. */
export async function runStaffTab(words: string[], flags: StaffFlags & { all?: boolean }, print: Print): Promise<number> {
  const [venue, action, tabId] = words
  if (venue === undefined || action === undefined) throw new BadInput('staff tab: give <venue> list, or <venue> show|close <tab>')
  if (action === 'list') {
    if (tabId !== undefined) throw new BadInput('staff tab list takes no tab')
    const answer = await staffCall(staffTabs, { params: { hash: venue }, query: flags.all ? { all: '1' } : {}, body: undefined }, flags)
    if (!answer.ok) return printRefusal(answer, flags, print)
    const { tabs } = answer.value
    print(flags.json ? JSON.stringify({ ok: true, tabs }) : tabs.length === 0 ? `no ${flags.all ? '' : 'open '}tabs at ${venue}` : tabs.flatMap(tabLines).join('\n'))
    return EXIT_OK
  }
  if (action !== 'show' && action !== 'close') throw new BadInput(`staff tab: "${action}" is not list, show or close`)
  if (tabId === undefined || words.length > 3) throw new BadInput(`staff tab ${action}: give the tab id (see \`comanda staff tab ${venue} list\`)`)
  if (!TabIdC.is(tabId)) throw new BadInput(`staff tab ${action}: "${tabId}" is not a tab id (see \`comanda staff tab ${venue} list\`)`)
  if (action === 'show') {
    const answer = await staffCall(staffTab, { params: { hash: venue, tab: tabId }, body: undefined }, flags)
    if (!answer.ok) return printRefusal(answer, flags, print)
    const { tab, events } = answer.value
    const money = moneyOf(tab)
    const names = new Map(events.flatMap((event) => (event.type === 'TabOpened' || event.type === 'GuestJoined' ? [[event.guestId, event.name] as const] : [])))
    const ended = new Map(events.flatMap((event) => (event.type === 'SharePaymentEnded' ? [[event.paymentId, event.paid ? 'paid' : 'failed'] as const] : [])))
    const payments = events.flatMap((event) =>
      event.type === 'SharePaymentStarted' ? [`    ${names.get(event.guestId) ?? event.guestId}: ${money(event.amount)} + tip ${money(event.tip)} (${event.mode}), ${ended.get(event.paymentId) ?? 'in progress'}`] : [],
    )
    print(flags.json ? JSON.stringify({ ok: true, tab, events }) : [...tabLines(tab), `  ${events.length} events, ${payments.length} payments`, ...payments].join('\n'))
    return EXIT_OK
  }
  const answer = await staffCall(closeTab, { params: { hash: venue, tab: tabId }, body: undefined }, flags)
  if (!answer.ok) return printRefusal(answer, flags, print)
  print(flags.json ? JSON.stringify({ ok: true, tab: answer.value.tab }) : [`✓ tab ${tabId} of ${venue} is closed`, ...tabLines(answer.value.tab).slice(1)].join('\n'))
  return EXIT_OK
}
