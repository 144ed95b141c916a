import type { IncomingMessage, ServerResponse } from 'node:http'
import { apiSignatureProblem } from './apiRequestSignature'
import type { ChannelHub } from './channelHub'
import { EventBodyProblem, eventsFromBody } from './pusherEvents'
import { serverMessage } from './pusherProtocol'
import { requestUrl } from './requestUrl'

const MAX_BODY_BYTES = 256 * 1024
const API_PATH = /^\/apps\/([^/]+)\/(events|batch_events)$/

/**
 * The part of the Pusher HTTP API the official server libraries use to publish:
 * `POST /apps/{appId}/events` and `/batch_events`, signed with the app secret.
 */
export async function serveHttpApi(request: IncomingMessage, response: ServerResponse, hub: ChannelHub, app: { appId: string; key: string; secret: string }) {
  const url = requestUrl(request)
  const match = url && API_PATH.exec(url.pathname)
  if (!url || !match || match[1] !== app.appId) return answer(response, 404, { error: 'No such call' })
  if (request.method !== 'POST') return answer(response, 405, { error: 'Use POST' })
  const body = await readBody(request, MAX_BODY_BYTES)
  if (body === null) return answer(response, 413, { error: `The body is larger than ${MAX_BODY_BYTES} bytes` }, true)
  const problem = apiSignatureProblem({ method: 'POST', path: url.pathname, query: url.searchParams, body, key: app.key, secret: app.secret, nowSeconds: Math.floor(Date.now() / 1000) })
  if (problem) return answer(response, 401, { error: problem })
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return answer(response, 400, { error: 'The body is not valid JSON' })
  }
  try {
    for (const event of eventsFromBody(match[2] as 'events' | 'batch_events', parsed)) {
      for (const channel of event.channels) hub.publish(channel, serverMessage.event(channel, event.name, event.data), event.exceptSocketId)
    }
  } catch (error) {
    if (error instanceof EventBodyProblem) return answer(response, error.status, { error: error.message })
    throw error
  }
  return answer(response, 200, {})
}

/** The body as text, or null once it grows past the limit. */
function readBody(request: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        request.removeAllListeners('data')
        request.resume()
        return resolve(null)
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function answer(response: ServerResponse, status: number, body: unknown, closeConnection = false) {
  if (response.headersSent) return
  response.writeHead(status, { 'content-type': 'application/json', ...(closeConnection ? { connection: 'close' } : {}) })
  response.end(JSON.stringify(body))
}
