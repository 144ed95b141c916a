import type { IncomingMessage } from 'node:http'

/** The request's URL, or null when the request line cannot be parsed as one. */
export function requestUrl(request: IncomingMessage): URL | null {
  try {
    return new URL(request.url ?? '/', 'http://localhost')
  } catch {
    return null
  }
}
