import * as t from 'io-ts'
import { PAYMENT_PROVIDERS, type PaymentProviderName } from './provider'

/** The payment calls' bodies (SPEC §7), as the app's client (api/client.ts) sends them. */

const Text = (max: number) => t.refinement(t.string, (s) => s.trim().length > 0 && s.length <= max, `a text of 1 to ${max} characters`)

/** A whole number, sent as a number or as digits in a string. */
export const IdLike = new t.Type<number, number, unknown>(
  'an order id',
  (u): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u > 0,
  (u, c) =>
    typeof u === 'number' && Number.isSafeInteger(u) && u > 0
      ? t.success(u)
      : typeof u === 'string' && /^\d{1,15}$/.test(u) && Number(u) > 0
        ? t.success(Number(u))
        : t.failure(u, c),
  t.identity,
)

const Provider = t.keyof(Object.fromEntries(PAYMENT_PROVIDERS.map((p) => [p, null])) as Record<PaymentProviderName, null>, "'stripe' or 'satispay'")
const QueryString = t.union([t.refinement(t.string, (s) => s.length <= 2000, 'a query string of at most 2000 characters'), t.null])

export const SetPaymentMethodC = t.type({ payment_method: Text(50) })

export const PrepareC = t.intersection([t.type({ payment: Provider }), t.partial({ query_string: QueryString })])

/** `ids` is optional here: without it the answer is SPEC §8 'Orders not found!'. */
export const PrepareAllC = t.intersection([t.type({ payment: Provider }), t.partial({ ids: t.union([t.array(IdLike), t.null]), query_string: QueryString })])

const Reference = t.union([t.string, t.null])

export const PaymentResultC = t.type({
  deviceID: Text(100),
  result: t.partial({ session_id: Reference, client_secret: Reference }),
  order_id: IdLike,
})
