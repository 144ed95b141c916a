import type { i18n as I18n, TFunction } from 'i18next'
import { countAgain, countingReads, readWhile } from './stringReads'

/** Texts remembered per i18n instance before the memory starts again (a venue's item names make a few hundred). */
const REMEMBERED = 5000

type Options = string | Record<string, unknown> | undefined

/** Options whose text depends on nothing but themselves: none, a default text, or plain values (`{ name, count }`). */
const plain = (options: unknown): options is Options =>
  options === undefined || typeof options === 'string' || (typeof options === 'object' && options !== null && Object.getPrototypeOf(options) === Object.prototype && Object.values(options).every((value) => value === null || ['string', 'number', 'boolean'].includes(typeof value)))

/**
 * Every `t` the components get (react-i18next's useTranslation asks `getFixedT`) remembers the
 * texts it made, per language, scope, key and options, until the instance's strings change.
 * i18next copies all of its options into a new object at each call: on a venue home that was a
 * fifth of the server's rendering, and as much of the browser's hydration (issue #14).
 */
export function rememberTranslations(instance: I18n): void {
  // with the strings read to make each text, when a render counts them (./stringReads.ts)
  let remembered = new Map<string, { text: string; read: ReadonlySet<string> | null }>()
  const forget = () => void (remembered = new Map())
  instance.store.on('added', forget)
  instance.store.on('removed', forget)
  const fixedT = instance.getFixedT.bind(instance) as (...args: unknown[]) => TFunction
  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, ...more: unknown[]) => {
    const t = fixedT(lng, ns, keyPrefix, ...more)
    if (typeof keyPrefix === 'function') return t
    const scope = JSON.stringify([lng ?? null, ns ?? null, keyPrefix ?? null])
    const remembering = (key: unknown, options?: unknown, ...rest: unknown[]) => {
      const call = t as unknown as (...args: unknown[]) => unknown
      if (typeof key !== 'string' || rest.length > 0 || !plain(options)) return call(key, options, ...rest)
      const id = `${scope}\u0000${instance.language}\u0000${key}\u0000${options === undefined ? '' : JSON.stringify(options)}`
      const known = remembered.get(id)
      const counting = countingReads()
      if (known !== undefined && (!counting || known.read !== null)) {
        if (known.read) countAgain(known.read)
        return known.text
      }
      const { result: text, read } = counting ? readWhile(() => call(key, options)) : { result: call(key, options), read: null }
      if (typeof text !== 'string') return text
      if (remembered.size >= REMEMBERED) remembered = new Map()
      remembered.set(id, { text, read })
      return text
    }
    // what i18next's fixed t carries (react-i18next reads them)
    const { lng: fixedLng, lngs, ns: fixedNs, keyPrefix: fixedPrefix } = t as unknown as Record<string, unknown>
    return Object.assign(remembering, { lng: fixedLng, lngs, ns: fixedNs, keyPrefix: fixedPrefix }) as unknown as TFunction
  }) as I18n['getFixedT']
}
