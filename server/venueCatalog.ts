import type { OrderVenue } from './orders'

/** A venue as the routes serve it: its responses per language and what ordering needs. */
export type LoadedVenue = {
  hash: string
  rid: number
  restaurantType: 1 | 2 | 3
  movedTo: string | null
  defaultLanguage: string
  staticLight(lang: string): Record<string, unknown>
  staticInfo(lang: string): Record<string, unknown>
  fullInfo(lang: string): Record<string, unknown>
  /** The full info answer already serialised: the menu is the hottest read (DESIGN §7 benchmark). */
  fullInfoResponse(lang: string): Buffer
  extraMenu(lang: string): unknown[]
  subscription: { type_id: number; message: string } | null
  banners: string
  accessControl: { enable_access_control: boolean; enable_owner_access_control: boolean }
  couponsEnabled: boolean
  tables: { id: number; name: string | null }[]
  /** SPEC §3 Time slot `orders_manageable`: orders taken per generated slot; null = no limit or no such slot. */
  slotCapacity(timeslotID: number): number | null
  /** The demo geocoder (DESIGN §7 adapter): where an address is, as far as the venue's table knows. */
  geocode(address: string): { lat: number; lng: number; distance_km: number } | null
  order: OrderVenue
}

export interface VenueCatalog {
  get(hash: string): Promise<LoadedVenue | null>
}
