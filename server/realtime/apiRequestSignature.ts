import { createHash } from 'node:crypto'
import { hmacHex, sameText } from './channelSignature'

/** How far the caller's clock may drift from ours, as Pusher allows. */
export const TIMESTAMP_TOLERANCE_SECONDS = 600

/**
 * Why a call to the HTTP events API is not signed by someone holding the app secret, or null when
 * it is. The official libraries sign `METHOD\nPATH\nQUERY` with HMAC-SHA256, where QUERY is every
 * parameter but auth_signature, keys lowercased and sorted, joined as `k=v` with `&`, unencoded.
 */
export function apiSignatureProblem(request: {
  method: string
  path: string
  query: URLSearchParams
  body: string
  key: string
  secret: string
  nowSeconds: number
}): string | null {
  const params = new Map<string, string>()
  for (const [name, value] of request.query) {
    if (params.has(name.toLowerCase())) return `Query parameter ${name} is repeated`
    params.set(name.toLowerCase(), value)
  }
  const signature = params.get('auth_signature')
  if (params.get('auth_key') !== request.key) return 'Unknown auth_key'
  if (params.get('auth_version') !== '1.0') return 'auth_version must be 1.0'
  const timestamp = Number(params.get('auth_timestamp'))
  if (!Number.isInteger(timestamp) || Math.abs(request.nowSeconds - timestamp) > TIMESTAMP_TOLERANCE_SECONDS) {
    return `auth_timestamp must be within ${TIMESTAMP_TOLERANCE_SECONDS} seconds of the server's clock`
  }
  if (request.body.length > 0 && params.get('body_md5') !== md5Hex(request.body)) return 'body_md5 does not match the body'
  if (signature === undefined) return 'auth_signature is missing'
  params.delete('auth_signature')
  const query = [...params.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
  const expected = hmacHex(request.secret, [request.method.toUpperCase(), request.path, query].join('\n'))
  return sameText(signature, expected) ? null : 'Invalid signature'
}

function md5Hex(body: string): string {
  return createHash('md5').update(body, 'utf8').digest('hex')
}
