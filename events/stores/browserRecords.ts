import { LANGUAGE_COOKIE } from '../../domain/language'
import { GLOBAL_KEYS, venueKeys } from './keys'

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** SPEC §3 Customer: the login record kept under the venue, with the access token (never in the log). */
export type LoginRecord = { customer: { customer_id: number; email: string | null; access_token: string; token_expires_at?: number | null } }

/**
 * The plain keys beside the event log (SPEC §3 Local storage): per venue the login record;
 * globally the device id, the preferred language and the last add-to-home prompt.
 * Reading never throws: a damaged value reads as absent.
 */
/** Where the preferred language is also written for the server, which renders pages in it (a cookie in the browser). */
export type LanguageCookie = { set(code: string): void }

const documentCookie: LanguageCookie = {
  set: (code) => {
    if (typeof document !== 'undefined') document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; path=/; max-age=31536000; samesite=lax`
  },
}

/** Where the venue's full info in a language is kept beside its log (where there is no Cache Storage: `venueCopies.ts`). */
const venueCopyKey = (venue: string, lang: string) => venueKeys(venue).cache(`full:${lang}`)

export class BrowserRecords {
  constructor(
    private readonly storage: StorageLike,
    private readonly cookie: LanguageCookie = documentCookie,
  ) {}

  private read(key: string): string | null {
    try {
      return this.storage.getItem(key)
    } catch {
      return null
    }
  }

  private write(key: string, value: string | null): void {
    try {
      if (value === null) this.storage.removeItem(key)
      else this.storage.setItem(key, value)
    } catch {
      // A full or blocked storage only costs this preference; the guest is warned by the log store.
    }
  }

  /** SPEC §3 deviceID: 36 characters, made once per device by the caller's generator (crypto.randomUUID). */
  deviceId(generate: () => string): string {
    const known = this.read(GLOBAL_KEYS.deviceID)
    if (known !== null && known.length === 36) return known
    const made = generate()
    this.write(GLOBAL_KEYS.deviceID, made)
    return made
  }

  /** This page's copy of the device secret, for when storage refuses to keep it (full, private mode). */
  private secretInMemory: string | null = null

  /** The device secret the server issued (DESIGN §7 trust), kept where the device id is (and in memory, should storage refuse it). */
  deviceSecret(): { get(): string | null; save(secret: string): void } {
    return {
      get: () => this.read(GLOBAL_KEYS.deviceSecret) ?? this.secretInMemory,
      save: (secret) => {
        this.secretInMemory = secret
        this.write(GLOBAL_KEYS.deviceSecret, secret)
      },
    }
  }

  /** The secrets this phone joined the venue's table tabs with (DESIGN §7a), beside the log, never in it. */
  tabSecrets(venue: string): { get(tabId: string): string | null; save(tabId: string, secret: string): void } {
    const key = (tabId: string) => venueKeys(venue).cache(`tab-secret:${tabId}`)
    return { get: (tabId) => this.read(key(tabId)), save: (tabId, secret) => this.write(key(tabId), secret) }
  }

  preferredLanguage(): string | null {
    return this.read(GLOBAL_KEYS.userPreferredLanguage)
  }

  setPreferredLanguage(code: string): void {
    this.write(GLOBAL_KEYS.userPreferredLanguage, code)
    this.cookie.set(code)
  }

  addToHomePromptLastDate(): number | null {
    const value = Number(this.read(GLOBAL_KEYS.addToHomeMobilePromptLastDate))
    return Number.isFinite(value) && value > 0 ? value : null
  }

  setAddToHomePromptLastDate(at: number): void {
    this.write(GLOBAL_KEYS.addToHomeMobilePromptLastDate, String(at))
  }

  /** How many times the app was opened here, this time included once `countVisit` ran. */
  visits(): number {
    const value = Number(this.read(GLOBAL_KEYS.visits))
    return Number.isInteger(value) && value > 0 ? value : 0
  }

  /** One more opening of the app (once per page load, at start). */
  countVisit(): void {
    this.write(GLOBAL_KEYS.visits, String(this.visits() + 1))
  }

  /** The venue's last full info in a language, read when offline (SPEC §7: venue data from a local cache). */
  cachedVenue(venue: string, lang: string): unknown {
    const text = this.read(venueCopyKey(venue, lang))
    if (text === null) return null
    try {
      return JSON.parse(text) as unknown
    } catch {
      return null
    }
  }

  /** Written only when it changed: a return visit reads the same menu again, and writing 60 kB to storage was a long task on a phone (issue #14). Used where the Cache Storage is not (`venueCopies.ts`). */
  cacheVenue(venue: string, lang: string, info: unknown): void {
    const key = venueCopyKey(venue, lang)
    const text = JSON.stringify(info)
    if (this.read(key) !== text) this.write(key, text)
  }

  /** Drops the copy `cacheVenue` kept, once a newer one is kept elsewhere (`venueCopies.ts`). */
  forgetCachedVenue(venue: string, lang: string): void {
    const key = venueCopyKey(venue, lang)
    if (this.read(key) !== null) this.write(key, null)
  }

  login(venue: string): LoginRecord | null {
    const text = this.read(venueKeys(venue).login)
    if (text === null) return null
    try {
      const record = JSON.parse(text) as LoginRecord
      return typeof record?.customer?.access_token === 'string' ? record : null
    } catch {
      return null
    }
  }

  /** The command bus's Credentials port for one venue (SPEC §7: the Bearer token when a login record exists). */
  credentials(venue: string) {
    return {
      token: () => this.login(venue)?.customer.access_token ?? null,
      save: (token: string, login?: { customer_id: number; email: string | null; expiresAt: number | null }) => {
        const current = this.login(venue)?.customer ?? { customer_id: 0, email: null }
        const customer = login ? { customer_id: login.customer_id, email: login.email, access_token: token, token_expires_at: login.expiresAt } : { ...current, access_token: token }
        this.write(venueKeys(venue).login, JSON.stringify({ customer }))
      },
      clear: () => this.write(venueKeys(venue).login, null),
      expiresAt: () => {
        const expires = this.login(venue)?.customer.token_expires_at
        return typeof expires === 'number' && Number.isFinite(expires) ? expires : null
      },
    }
  }
}
