import type { Kysely } from 'kysely'
import { isLeft } from 'fp-ts/Either'
import { toCents } from '../api/money'
import { decodeVenueFile, isMovedVenue, type ActiveVenueFile, type VenueFile } from '../api/venueFile'
import { fullVenueInfo, menuOf, staticInfo, staticLight, timeSlotsOf } from '../api/venueInfo'
import { distanceKm } from '../domain/delivery'
import { DEFAULT_ORDER_LIMITS } from '../domain/orderLimits'
import { offeredSlots, orderVenueRulesOf } from '../api/venueOrderRules'
import type { Database } from './db/schema'
import type { PricingMenu } from './pricing'
import type { LoadedVenue, VenueCatalog } from './venueCatalog'

/** Stores a venue file (DESIGN §7 seed, `comanda venue import`): the venue, and its coupons without resetting their use. */
export async function putVenue(db: Kysely<Database>, file: VenueFile, now: number): Promise<void> {
  const rid = isMovedVenue(file) ? 0 : file.light.rid
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('venues')
      .values({ hash: file.hash, rid, data: JSON.stringify(file), updated_at: now })
      .onConflict((oc) => oc.column('hash').doUpdateSet({ rid, data: JSON.stringify(file), updated_at: now }))
      .execute()
    if (isMovedVenue(file)) return
    for (const coupon of file.server.coupons) {
      const definition = {
        type: coupon.type,
        value: coupon.type === 'total' ? toCents(coupon.value) : Math.round(coupon.value * 100),
        minimum_order: coupon.minimum_order === null || coupon.minimum_order === undefined ? null : toCents(coupon.minimum_order),
        expires: coupon.expires ?? null,
        availability: coupon.availability ?? null,
      }
      await trx
        .insertInto('coupons')
        .values({ venue_hash: file.hash, code: coupon.code, used_count: coupon.used_count ?? 0, ...definition })
        .onConflict((oc) => oc.columns(['venue_hash', 'code']).doUpdateSet(definition))
        .execute()
    }
  })
}

/** The demo geocoder: the venue file's table of addresses (a real provider plugs in here). */
function geocode(file: ActiveVenueFile, address: string | null): { lat: number; lng: number; distance_km: number } | null {
  if (!address) return null
  const wanted = address.trim().toLowerCase()
  const known = file.server.geocoding.find((entry) => entry.address.trim().toLowerCase() === wanted)
  return known ? { lat: known.lat, lng: known.lng, distance_km: Math.round(distanceKm(file.light.location, known) * 1000) / 1000 } : null
}

function addressDistance(file: ActiveVenueFile, address: string | null): number | null {
  return geocode(file, address)?.distance_km ?? null
}

function pricingMenu(file: ActiveVenueFile): PricingMenu {
  const menu = menuOf(file)
  return {
    items: new Map(menu.items.map((item) => [item.id, item])),
    specialMenus: new Map(menu.specialMenus.map((special) => [special.id, special])),
  }
}

function flag(value: unknown): boolean {
  return value === true || value === 1
}

export function loadedVenue(file: VenueFile): LoadedVenue {
  if (isMovedVenue(file)) {
    const nothing = () => ({})
    return {
      hash: file.hash, rid: 0, restaurantType: 1, movedTo: file.moved_to, defaultLanguage: file.default_language ?? 'it',
      staticLight: nothing, staticInfo: nothing, fullInfo: nothing, fullInfoResponse: () => Buffer.from('{}'), extraMenu: () => [], subscription: null, banners: '',
      accessControl: { enable_access_control: false, enable_owner_access_control: false }, couponsEnabled: false, tables: [],
      slotCapacity: () => null, geocode: () => null,
      order: {
        hash: file.hash, rid: 0, menu: { items: new Map(), specialMenus: new Map() }, rules: { restaurantType: 1, ordering: { venueType: 1, options: { online_orders_enabled: false } }, timeZone: file.time_zone ?? 'Europe/Rome', tables: [], uniqueQr: false, limits: DEFAULT_ORDER_LIMITS, deliveryRadii: [], coverPrice: null },
        currency: '€', offeredSlots: () => [], distanceKm: () => null, slotCapacity: () => null,
      },
    }
  }
  const options = file.full.restaurantOptions
  // The responses of a venue only change with its file: built once per language while it is loaded.
  const perLanguage = <T>(build: (lang: string) => T) => {
    const built = new Map<string, T>()
    return (lang: string): T => {
      if (!built.has(lang)) built.set(lang, build(lang))
      return built.get(lang)!
    }
  }
  const full = perLanguage((lang) => fullVenueInfo(file, lang))
  const slots = timeSlotsOf(file)
  const rules = orderVenueRulesOf(fullVenueInfo(file, file.default_language))
  const slotCapacities = new Map([...slots.online, ...slots.pickup, ...slots.delivery].flatMap((slot) => (typeof slot.orders_manageable === 'number' ? [[slot.id, slot.orders_manageable] as const] : [])))
  return {
    hash: file.hash,
    rid: file.light.rid,
    restaurantType: file.light.restaurant_type,
    movedTo: null,
    defaultLanguage: file.default_language,
    staticLight: perLanguage((lang) => staticLight(file, lang)),
    staticInfo: perLanguage((lang) => staticInfo(file, lang)),
    fullInfo: full,
    fullInfoResponse: perLanguage((lang) => Buffer.from(JSON.stringify({ code: 'ok', message: '', ...full(lang) }))),
    extraMenu: perLanguage((lang) => full(lang).menuentries.filter((item) => flag(item.is_extra))),
    subscription: file.server.subscription ? { type_id: file.server.subscription.type_id, message: file.server.subscription.message ?? '' } : null,
    banners: file.server.banners,
    accessControl: { enable_access_control: flag(file.server.access_control.enable_access_control), enable_owner_access_control: flag(file.server.access_control.enable_owner_access_control) },
    couponsEnabled: flag(options.enable_coupon),
    tables: file.full.tables,
    slotCapacity: (id) => slotCapacities.get(id) ?? null,
    geocode: (address) => geocode(file, address),
    order: {
      hash: file.hash,
      rid: file.light.rid,
      menu: pricingMenu(file),
      rules,
      currency: file.light.currency?.symbol ?? '€',
      offeredSlots: (mode, now) => offeredSlots(rules, slots, mode, now),
      distanceKm: (address) => addressDistance(file, address),
      slotCapacity: (id) => slotCapacities.get(id) ?? null,
    },
  }
}

/** The venues of the database, each parsed once and kept for a few seconds (several processes may edit them). */
export class DbVenueCatalog implements VenueCatalog {
  private readonly cache = new Map<string, { at: number; venue: LoadedVenue | null }>()

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number = Date.now,
    private readonly ttlMs = 5000,
  ) {}

  async get(hash: string): Promise<LoadedVenue | null> {
    const now = this.clock()
    const cached = this.cache.get(hash)
    if (cached && now - cached.at < this.ttlMs) return cached.venue
    const row = await this.db.selectFrom('venues').select('data').where('hash', '=', hash).executeTakeFirst()
    let venue: LoadedVenue | null = null
    if (row) {
      const decoded = decodeVenueFile(JSON.parse(row.data))
      venue = isLeft(decoded) ? null : loadedVenue(decoded.right)
    }
    if (this.cache.size > 1000) this.cache.clear()
    this.cache.set(hash, { at: now, venue })
    return venue
  }
}
