import { isLeft } from 'fp-ts/lib/Either'
import * as t from 'io-ts'
import { MESSAGES } from '../domain/messages'
import { pathOf, type Endpoint } from './contract'
import type { ApiFailure, ApiResult } from './port'

export type Fetch = (input: string, init?: { method?: string; headers?: Record<string, string>; body?: string }) => Promise<{ status: number; text(): Promise<string> }>

export type ClientOptions = {
  baseUrl: string
  venue: string
  fetch: Fetch
  /** SPEC §7: every call is skipped offline. */
  isOnline: () => boolean
  /** The customer's access token when a login record exists for the venue (SPEC §7), else null. */
  token: () => string | null
  deviceId: string
  /** The secret the server gave this device at its first order (DESIGN §7 trust): sent on every call, saved when answered. */
  deviceSecret: DeviceSecret
}

export type DeviceSecret = { get(): string | null; save(secret: string): void }

/** A device secret held in memory (the CLI's guests, tests): outside any log. */
export function memoryDeviceSecret(initial: string | null = null): DeviceSecret {
  let secret = initial
  return { get: () => secret, save: (value) => (secret = value) }
}

const Envelope = t.type({ code: t.string })
const MessageC = t.partial({ message: t.string })
const RuleC = t.type({ rule: t.string, params: t.record(t.string, t.union([t.string, t.number])) })

/**
 * The HTTP edge of the venue API client (SPEC §7): decodes every answer, checks `code` 'ok', says
 * 'Errore server' (or the server's own message) for anything else, sends
 * `Authorization: Bearer <token>` when logged in (an empty header otherwise) and the device's id
 * and secret (DESIGN §7 trust), and refuses offline without touching the network.
 */
export class HttpApiBase {
  constructor(protected readonly options: ClientOptions) {}

  /** The path parameters of every venue call. */
  protected get venueParams(): { hash: string } {
    return { hash: this.options.venue }
  }

  private url(path: string): string {
    return `${this.options.baseUrl.replace(/\/$/, '')}${path.replace('{hash}', encodeURIComponent(this.options.venue))}`
  }

  /** Calls an endpoint of api/ with its parameters, query and body, and decodes its answer with the contract's codecs. */
  request<P, Q, B, A>(endpoint: Endpoint<P, Q, B, A>, input: { params: P; query?: Q; body?: B; headers?: Record<string, string> }): Promise<ApiResult<A>> {
    const body = input.body === undefined ? undefined : endpoint.body.encode(input.body)
    return this.call(endpoint.method, pathOf(endpoint, input.params, input.query), endpoint.answer, body, input.headers)
  }

  async call<A>(method: string, path: string, codec: t.Decoder<unknown, A>, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResult<A>> {
    if (!this.options.isOnline()) return { ok: false, kind: 'offline', message: MESSAGES['network.offline'] }
    const token = this.options.token()
    const secret = this.options.deviceSecret.get()
    const device: Record<string, string> = { 'X-Device-Id': this.options.deviceId, ...(secret ? { 'X-Device-Secret': secret } : {}) }
    let response: { status: number; text(): Promise<string> }
    try {
      response = await this.options.fetch(this.url(path), {
        method,
        headers: { Accept: 'application/json', Authorization: token ? `Bearer ${token}` : '', ...device, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    } catch {
      return { ok: false, kind: 'network', message: null }
    }
    let json: unknown
    try {
      json = JSON.parse(await response.text())
    } catch {
      return this.serverError(response.status, null)
    }
    const message = MessageC.is(json) && json.message ? json.message : null
    if (!Envelope.is(json) || json.code !== 'ok' || response.status >= 400) {
      const failure = this.serverError(response.status, message)
      return RuleC.is(json) ? { ...failure, rule: { key: json.rule, params: json.params } } : failure
    }
    const decoded = codec.decode(json)
    return isLeft(decoded) ? this.serverError(response.status, null) : { ok: true, value: decoded.right }
  }

  private serverError(status: number, message: string | null): ApiFailure {
    // 5xx and unreadable answers are not the guest's fault and may pass: say so as a network fault.
    const kind = status >= 500 || status === 0 ? 'network' : 'rejected'
    return { ok: false, kind, message: message ?? MESSAGES['server.error'], status }
  }
}
