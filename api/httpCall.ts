import { isLeft } from 'fp-ts/Either'
import * as t from 'io-ts'
import { MESSAGES } from '../domain/messages'
import { pathOf, type Endpoint } from './contract'
import type { ApiFailure, ApiResult } from './port'
import { joinUrl, send, type Exchanged, type Fetch } from './transport'

/** What a call of an endpoint sends: its path parameters, query, body and extra headers. */
export type Call<P, Q, B> = { params: P; query?: Q; body?: B; headers?: Record<string, string> }

/**
 * The one place an endpoint of api/ goes over HTTP (issue #15.2): the path and query from the
 * contract, the body encoded with its codec; `answerOf` reads the answer.
 */
export function exchange<P, Q, B, A>(fetch: Fetch, baseUrl: string, endpoint: Endpoint<P, Q, B, A>, call: Call<P, Q, B>): Promise<Exchanged> {
  const body = call.body === undefined ? undefined : JSON.stringify(endpoint.body.encode(call.body))
  return send(fetch, joinUrl(baseUrl, pathOf(endpoint, call.params, call.query)), {
    method: endpoint.method,
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...call.headers },
    ...(body === undefined ? {} : { body }),
  })
}

const Envelope = t.type({ code: t.string })
const MessageC = t.partial({ message: t.string })
const RuleC = t.type({ rule: t.string, params: t.record(t.string, t.union([t.string, t.number])) })

/** SPEC §7's envelope: `code` 'ok' and the contract's answer, or a failure saying 'Errore server' (or the server's own message). */
export function answerOf<A>(endpoint: Pick<Endpoint<unknown, unknown, unknown, A>, 'answer'>, exchanged: Exchanged): ApiResult<A> {
  if (exchanged === null) return { ok: false, kind: 'network', message: null }
  const { status, json } = exchanged
  const message = MessageC.is(json) && json.message ? json.message : null
  if (!Envelope.is(json) || json.code !== 'ok' || status >= 400) {
    const failure = { ...serverError(status, message), ...(typeof json === 'object' && json !== null ? { details: json as Record<string, unknown> } : {}) }
    return RuleC.is(json) ? { ...failure, rule: { key: json.rule, params: json.params } } : failure
  }
  const decoded = endpoint.answer.decode(json)
  return isLeft(decoded) ? serverError(status, null) : { ok: true, value: decoded.right }
}

function serverError(status: number, message: string | null): ApiFailure {
  // 5xx and unreadable answers are not the guest's fault and may pass: say so as a network fault.
  const kind = status >= 500 || status === 0 ? 'network' : 'rejected'
  return { ok: false, kind, message: message ?? MESSAGES['server.error'], status }
}

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

/**
 * The venue API client's edge (SPEC §7): sends `Authorization: Bearer <token>` when logged in (an
 * empty header otherwise) and the device's id and secret (DESIGN §7 trust), refuses offline
 * without touching the network, and reads every answer with its contract (`answerOf`).
 */
export class HttpApiBase {
  constructor(protected readonly options: ClientOptions) {}

  /** The path parameters of every venue call. */
  protected get venueParams(): { hash: string } {
    return { hash: this.options.venue }
  }

  /** Calls an endpoint of api/ with its parameters, query and body, and decodes its answer with the contract's codecs. */
  async request<P, Q, B, A>(endpoint: Endpoint<P, Q, B, A>, call: Call<P, Q, B>): Promise<ApiResult<A>> {
    if (!this.options.isOnline()) return { ok: false, kind: 'offline', message: MESSAGES['network.offline'] }
    const token = this.options.token()
    const secret = this.options.deviceSecret.get()
    const headers = { Authorization: token ? `Bearer ${token}` : '', 'X-Device-Id': this.options.deviceId, ...(secret ? { 'X-Device-Secret': secret } : {}), ...call.headers }
    return answerOf(endpoint, await exchange(this.options.fetch, this.options.baseUrl, endpoint, { ...call, headers }))
  }
}
