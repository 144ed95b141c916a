/**
 * The venue API's HTTP transport, free of codecs so the first screen can load the venue's
 * documents without io-ts (issue #14): a request's URL from its path template, and its answer as
 * status and JSON. api/httpCall.ts builds the contract calls on it.
 */

export type Fetch = (input: string, init?: { method?: string; headers?: Record<string, string>; body?: string }) => Promise<{ status: number; text(): Promise<string> }>

/** The raw answer: its status and its body as JSON (undefined when it is not JSON); null when the network failed. */
export type Exchanged = { status: number; json: unknown } | null

/** A path template (`:name` parameters) filled in, with its query; every part URL-encoded, absent query values left out. */
export function fillPath(template: string, params: Readonly<Record<string, string>>, query: Readonly<Record<string, string | undefined>> = {}): string {
  const path = template.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
  const pairs = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined)
  return pairs.length === 0 ? path : `${path}?${pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')}`
}

export async function send(fetch: Fetch, url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<Exchanged> {
  let response: { status: number; text(): Promise<string> }
  try {
    response = await fetch(url, init)
  } catch {
    return null
  }
  try {
    return { status: response.status, json: JSON.parse(await response.text()) as unknown }
  } catch {
    return { status: response.status, json: undefined }
  }
}

export const joinUrl = (baseUrl: string, path: string) => `${baseUrl.replace(/\/$/, '')}${path}`
