import * as t from 'io-ts'

/** A safe integer, without io-ts's brand, so domain numbers fit the codec types as they are. */
function integerCodec(name: string, accept: (n: number) => boolean) {
  const is = (u: unknown): u is number => typeof u === 'number' && Number.isSafeInteger(u) && accept(u)
  return new t.Type<number, number, unknown>(name, is, (u, c) => (is(u) ? t.success(u) : t.failure(u, c)), t.identity)
}

export const IntC = integerCodec('Int', () => true)
export const NonNegativeIntC = integerCodec('NonNegativeInt', (n) => n >= 0)
export const PositiveIntC = integerCodec('PositiveInt', (n) => n >= 1)
/** Money: whole cents (DESIGN §3, SPEC §9). */
export const CentsC = IntC
export const NonNegativeCentsC = NonNegativeIntC
export const NullableCentsC = t.union([CentsC, t.null])
export const NullableStringC = t.union([t.string, t.null])
export const NullableIntC = t.union([IntC, t.null])
/** The latest moment a JavaScript Date holds (ECMAScript's ±8.64e15 ms): a later "time" cannot be shown nor compared as one. */
export const MAX_EPOCH_MS = 8.64e15
export const isEpochMs = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 && n <= MAX_EPOCH_MS
/** Epoch milliseconds a Date can hold. */
export const EpochMsC = integerCodec('EpochMs', (n) => n >= 0 && n <= MAX_EPOCH_MS)

export const FiniteNumberC = new t.Type<number, number, unknown>(
  'FiniteNumber',
  (u): u is number => typeof u === 'number' && Number.isFinite(u),
  (u, c) => (typeof u === 'number' && Number.isFinite(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
)

/** A union of string literals as `t.keyof`: one property lookup, io-ts's fast form of it. */
export function literalUnion<const T extends readonly [string, string, ...string[]]>(values: T, name: string) {
  return t.keyof(Object.fromEntries(values.map((value) => [value, null])) as { [K in T[number]]: null }, name)
}
