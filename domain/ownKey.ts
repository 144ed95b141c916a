/** Whether `key` is one of the record's own keys (not an inherited one such as "toString"): the guard of every closed key set. */
export function isOwnKey<K extends PropertyKey>(record: Readonly<Record<K, unknown>>, key: unknown): key is K {
  return (typeof key === 'string' || typeof key === 'number' || typeof key === 'symbol') && Object.prototype.hasOwnProperty.call(record, key)
}
