import * as t from 'io-ts'
import { fillPath } from './transport'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

type Strings = Record<string, string>

/**
 * One endpoint of the venue API as both sides read it (issue #15.2): the client (api/httpCall.ts
 * `exchange` and `answerOf`, under `HttpApiBase.request` and the staff CLI's `callStaff`) builds
 * the request and decodes the answer with these codecs, and the server's route
 * (server/contractRoute.ts) decodes the request and encodes its answer with the same ones. `path` names its parameters as `:name`; `answer` is the answer's
 * fields beside SPEC §7's `code` and `message`, in their wire form (amounts as the API writes them).
 */
export type Endpoint<P, Q, B, A> = {
  method: Method
  path: string
  params: t.Type<P, Strings, unknown>
  query: t.Type<Q, Partial<Strings>, unknown>
  body: t.Type<B, unknown, unknown>
  answer: t.Type<A, Record<string, unknown>, unknown>
}

const NoQuery = t.type({})
const NoBody = t.unknown

export function endpoint<P, A, Q = {}, B = unknown>(definition: {
  method: Method
  path: string
  params: t.Type<P, Strings, unknown>
  query?: t.Type<Q, Partial<Strings>, unknown>
  body?: t.Type<B, unknown, unknown>
  answer: t.Type<A, Record<string, unknown>, unknown>
}): Endpoint<P, Q, B, A> {
  return {
    ...definition,
    query: definition.query ?? (NoQuery as unknown as t.Type<Q, Partial<Strings>, unknown>),
    body: definition.body ?? (NoBody as t.Type<B, unknown, unknown>),
  }
}

/** The request's path with its parameters filled in and its query, each part URL-encoded. */
export function pathOf<P, Q>(definition: Pick<Endpoint<P, Q, unknown, unknown>, 'path' | 'params' | 'query'>, params: P, query?: Q): string {
  return fillPath(definition.path, definition.params.encode(params), query === undefined ? {} : definition.query.encode(query))
}

/** A path parameter that is a whole number (an id): the path carries it as digits. */
export const IdParamC = new t.Type<number, string, unknown>(
  'a whole number',
  (value): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0,
  (value, context) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? t.success(Number(value)) : t.failure(value, context)),
  (value) => String(value),
)

/** The venue's hash in the path: every venue call names it. */
export const VenueParamsC = t.type({ hash: t.string })
