import { configFromEnv } from '../server/config'
import { openDatabase } from '../server/db/connect'
import { startServer } from '../server/main'
import { importVenue, readVenueFile, VenueFileError } from '../server/seed'
import { ORDER_STATUSES } from '../domain/orderStatus'
import { BadInput, EXIT_CHECK_FAILED, EXIT_OK } from './exitCodes'

type Print = (text: string) => void

function envWith(flags: { port?: string; dataDir?: string; databaseUrl?: string }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...(flags.port ? { PORT: flags.port } : {}),
    ...(flags.dataDir ? { DATA_DIR: flags.dataDir } : {}),
    ...(flags.databaseUrl ? { DATABASE_URL: flags.databaseUrl } : {}),
  }
}

/** `comanda serve`: the reference server, until Ctrl-C (DESIGN §8). */
export async function runServe(flags: { port?: string; dataDir?: string; databaseUrl?: string }, print: Print): Promise<number> {
  if (flags.port !== undefined && !/^\d{1,5}$/.test(flags.port)) throw new BadInput(`--port: "${flags.port}" is not a port number`)
  const server = await startServer(configFromEnv(envWith(flags)), { log: print })
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
  const config = configFromEnv(envWith(flags))
  const { db, close } = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await importVenue(db, file, Date.now())
  } finally {
    await close()
  }
  print(`imported venue ${file.hash}`)
  return EXIT_OK
}

/** `comanda staff <venue> <order> <status>`: moves an order as the venue would, through the staff endpoint. */
export async function runStaff(venue: string, order: string, status: string, flags: { api?: string; token?: string; json?: boolean }, print: Print): Promise<number> {
  if (!/^\d+$/.test(order)) throw new BadInput(`order: "${order}" is not an order id`)
  if (!(ORDER_STATUSES as readonly string[]).includes(status)) throw new BadInput(`status: "${status}" is not one of ${ORDER_STATUSES.join(', ')}`)
  const api = (flags.api ?? 'http://localhost:8080').replace(/\/$/, '')
  const token = flags.token ?? process.env.STAFF_TOKEN ?? 'demo-staff-token'
  let response: Response
  try {
    response = await fetch(`${api}/api/staff/restaurants/${encodeURIComponent(venue)}/orders/${order}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ status }),
    })
  } catch {
    throw new BadInput(`cannot reach the venue API at ${api} (is \`comanda serve\` running?)`)
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string; order?: unknown }
  if (!response.ok) {
    print(flags.json ? JSON.stringify({ ok: false, status: response.status, message: body.message }) : `✗ ${response.status}: ${body.message ?? 'refused'}`)
    return EXIT_CHECK_FAILED
  }
  print(flags.json ? JSON.stringify({ ok: true, order: body.order }) : `✓ order ${order} of ${venue} is now ${status}`)
  return EXIT_OK
}
