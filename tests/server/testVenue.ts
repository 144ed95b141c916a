import { DEFAULT_ORDER_LIMITS } from '../../domain/orderLimits'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach } from 'vitest'
import type { MenuItem, SpecialMenu } from '../../domain/menuTypes'
import { buildApp } from '../../server/app'
import { configFromEnv } from '../../server/config'
import type { ServerDeps } from '../../server/deps'
import { RecordingOrderEvents } from '../../server/realtime/publisher'
import type { LoadedVenue } from '../../server/venueCatalog'
import { openTestDatabase } from '../support/database'
import { menuItem } from '../support/menu'

const item = (over: Partial<MenuItem> & Pick<MenuItem, 'id' | 'name' | 'price'>): MenuItem => menuItem({ name_orig: over.name, ...over })

export const MARGHERITA = item({
  id: 101,
  name: 'Margherita',
  price: 800,
  menuvariants: [
    {
      id: 7,
      name: 'Aggiunte',
      name_orig: 'Aggiunte',
      min_items: 0,
      max_items: 3,
      multi_max: 2,
      items: [
        { id: 11, name: 'Bufala', name_orig: 'Bufala', pricemodifier: 200, visible: 1 },
        { id: 12, name: 'Doppia mozzarella', name_orig: 'Doppia mozzarella', pricemodifier: 100, visible: 1 },
        { id: 13, name: 'Nascosta', name_orig: 'Nascosta', pricemodifier: 0, visible: 0 },
      ],
    },
  ],
})
export const COLA = item({ id: 201, name: 'Coca-Cola', price: 300, is_drink: 1 })
export const ONLY_SPECIAL = item({ id: 301, name: 'Dolce del menu', price: 400, onlyspecial: 1 })
export const LUNCH: SpecialMenu = {
  id: 5,
  name: 'Menu pranzo',
  price: 1200,
  specialcategories: [
    { id: 1, min_selectableoptions: 1, selectableoptions: 1, menuentries: [MARGHERITA] },
    { id: 2, min_selectableoptions: 1, selectableoptions: 1, menuentries: [COLA, ONLY_SPECIAL] },
  ],
}

export function testVenue(overrides: Partial<LoadedVenue> = {}): LoadedVenue {
  const items = new Map([MARGHERITA, COLA, ONLY_SPECIAL].map((i) => [i.id, i]))
  return {
    hash: 'test-venue',
    rid: 77,
    restaurantType: 2,
    movedTo: null,
    defaultLanguage: 'it',
    staticLight: (lang) => ({ rid: 77, restaurant_type: 2, name: 'Test', currentLanguage: lang }),
    staticInfo: () => ({ name: 'Test' }),
    fullInfo: (lang) => ({ name: 'Test', currentLanguage: lang }),
    fullInfoResponse: (lang) => Buffer.from(JSON.stringify({ code: 'ok', message: '', name: 'Test', currentLanguage: lang })),
    extraMenu: () => [],
    subscription: { type_id: 1, message: 'demo' },
    banners: '',
    accessControl: { enable_access_control: false, enable_owner_access_control: false },
    couponsEnabled: true,
    tables: [{ id: 4, name: 'Tavolo 4' }],
    slotCapacity: (id) => (id === 9 ? 2 : null),
    geocode: (address) => (address === 'Via Roma 1' ? { lat: 45.47, lng: 9.18, distance_km: 1.2 } : null),
    order: {
      hash: 'test-venue',
      rid: 77,
      menu: { items, specialMenus: new Map([[LUNCH.id, LUNCH]]) },
      rules: {
        restaurantType: 1,
        ordering: { venueType: 1, options: { online_orders_enabled: true, shipping_enabled: true, shipping_cost: 350, take_away_enabled: true, email_enabled: false, phone_enabled: false } },
        timeZone: 'Europe/Rome',
        tables: [{ id: 4, name: 'Tavolo 4' }],
        uniqueQr: false,
        limits: DEFAULT_ORDER_LIMITS,
        deliveryRadii: [],
        coverPrice: 250,
      },
      currency: '€',
      offeredSlots: () => null,
      distanceKm: () => 1.2,
      slotCapacity: (id) => (id === 9 ? 2 : null),
    },
    ...overrides,
  }
}

export async function testDeps(venues: LoadedVenue[] = [testVenue()], now = Date.UTC(2026, 10, 22, 12), env: NodeJS.ProcessEnv = {}): Promise<ServerDeps & { events: RecordingOrderEvents; close(): Promise<void>; time: { now: number } }> {
  const { db, close } = await openTestDatabase()
  const events = new RecordingOrderEvents()
  const time = { now }
  const byHash = new Map(venues.map((v) => [v.hash, v]))
  return {
    db,
    venues: { get: async (hash) => byHash.get(hash) ?? null },
    events,
    clock: () => time.now,
    config: configFromEnv(env),
    close,
    time,
  }
}

export type TestDeps = Awaited<ReturnType<typeof testDeps>>

/**
 * A fresh database and app for every test of the file (beforeEach), closed after it (afterEach),
 * with the test's devices (their server-issued secrets); `use` receives each test's set.
 */
export function useTestApp(use: (current: { deps: TestDeps; app: FastifyInstance; devices: TestDevices }) => void, options: { venues?: LoadedVenue[]; app?: Parameters<typeof buildApp>[1]; env?: NodeJS.ProcessEnv } = {}): void {
  let current: { deps: TestDeps; app: FastifyInstance; devices: TestDevices } | null = null
  beforeEach(async () => {
    const deps = await testDeps(options.venues, undefined, options.env)
    current = { deps, app: await buildApp(deps, options.app), devices: new TestDevices() }
    use(current)
  })
  afterEach(async () => {
    await current?.app.close()
    await current?.deps.close()
    current = null
  })
}

/**
 * The test's devices as the app holds them (DESIGN §7 trust): each device's id with the secret the
 * server answered at its first order, sent back on every later call.
 */
export class TestDevices {
  private readonly secrets = new Map<string, string>()

  headers(deviceId: string): Record<string, string> {
    const secret = this.secrets.get(deviceId)
    return { 'x-device-id': deviceId, ...(secret ? { 'x-device-secret': secret } : {}) }
  }

  /** Keeps the secret an order answer carries (only a device's first order has one). */
  remember(deviceId: string, response: { json(): unknown }): void {
    const answer = response.json() as { device_secret?: unknown }
    if (typeof answer.device_secret === 'string') this.secrets.set(deviceId, answer.device_secret)
  }
}
