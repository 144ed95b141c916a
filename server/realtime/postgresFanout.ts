import pg from 'pg'
import type { ServerEvents } from './publisher'

const CHANNEL = 'comanda_realtime'

type Note = { kind: 'order'; input: Parameters<ServerEvents['orderStateChanged']>[0] } | { kind: 'tab'; input: Parameters<ServerEvents['tabAppended']>[0] }

/**
 * Realtime across several `comanda serve` processes on one PostgreSQL database (issue #18): each
 * process serves its own websockets, so what one process publishes is sent as a NOTIFY on
 * `comanda_realtime`, and every process (itself included) LISTENs and hands it to its own
 * endpoint. A guest connected to process A sees what a guest on process B appended. With one
 * process, or SQLite, or an outside Pusher-compatible service, this is not needed.
 */
export async function postgresFanout(databaseUrl: string, local: ServerEvents, log: (line: string) => void): Promise<{ events: ServerEvents; close(): Promise<void> }> {
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  publisher.on('error', (error) => log(`realtime fan-out: an idle connection was lost (${error.message})`))
  let closing = false
  let listener: pg.Client | null = null
  const deliver = (payload: string | undefined) => {
    let note: Note
    try {
      note = JSON.parse(payload ?? '') as Note
    } catch {
      return
    }
    if (note.kind === 'order') void local.orderStateChanged(note.input)
    else if (note.kind === 'tab') void local.tabAppended(note.input)
  }
  let retrying = false
  const retry = (error?: Error) => {
    if (closing || retrying) return
    retrying = true
    log(`realtime fan-out: the LISTEN connection was lost${error ? ` (${error.message})` : ''}; listening again in 1 s`)
    setTimeout(() => {
      retrying = false
      void listen().catch(retry)
    }, 1000).unref()
  }
  /** LISTENs on a connection of its own; when the database drops it, listens again (phones pull what they missed meanwhile). */
  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl })
    listener = client
    let lost = false
    const onLost = (error?: Error) => {
      if (lost) return
      lost = true
      void client.end().catch(() => undefined)
      retry(error)
    }
    client.on('notification', (message) => {
      if (message.channel === CHANNEL) deliver(message.payload)
    })
    client.on('error', onLost)
    client.on('end', () => onLost())
    try {
      await client.connect()
      await client.query(`LISTEN ${CHANNEL}`)
    } catch (error) {
      onLost(error as Error)
      throw error
    }
  }
  await listen().catch((error: Error) => {
    closing = true
    throw error
  })
  const notify = async (note: Note) => {
    try {
      await publisher.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(note)])
    } catch (error) {
      // a phone that misses it still sees the change on its next pull or orders call
      log(`realtime fan-out: a NOTIFY failed (${(error as Error).message})`)
    }
  }
  return {
    events: {
      orderStateChanged: (input) => notify({ kind: 'order', input }),
      tabAppended: (input) => notify({ kind: 'tab', input }),
    },
    async close() {
      closing = true
      await listener?.end().catch(() => undefined)
      await publisher.end().catch(() => undefined)
    },
  }
}
