import * as t from 'io-ts'
import { isValidEmail } from '../domain/contacts'
import { closed, Colour, Count, Flag, Id, ImageAddress, LanguageCode, LinkAddress, NonEmpty, nullable, Price, refine, Text, ClockTime, Weekday } from './venueFileCodecs'
import { FileCategoryC, FileItemC, FileSpecialMenuC, FileTagC } from './venueFileMenu'
import { FileLiveOptionsC, FileOfflineOptionsC, FileOnlineOptionsC } from './venueFileOptions'

/**
 * The `light`, `full` and `server` sections of a venue file (SPEC §3 Venue light, Venue full,
 * Theme). Every listed field is required (null, [] or false say "none"), but for the fields of
 * the option sets. See fixtures/venues/README.md.
 */

const Latitude = refine(t.number, (n) => Number.isFinite(n) && n >= -90 && n <= 90, 'a latitude (-90..90)')
const Longitude = refine(t.number, (n) => Number.isFinite(n) && n >= -180 && n <= 180, 'a longitude (-180..180)')
export const LatLngC = closed('LatLng', { lat: Latitude, lng: Longitude })

export const ThemeC = closed('Theme', {
  primary_color: nullable(Colour),
  secondary_color: nullable(Colour),
  color_3: nullable(Colour),
  color_4: nullable(Colour),
  color_5: nullable(Colour),
  color_bar_item: nullable(Colour),
  background_image: nullable(ImageAddress),
  dark_mode: Flag,
  cod_thema: nullable(Text),
  is_coca_cola_thema: Flag,
  is_abinbev_thema: Flag,
  img_thema_bg: Flag,
})

export const LightC = closed(
  'Light',
  {
    rid: Id,
    restaurant_type: t.union([t.literal(1), t.literal(2), t.literal(3)], 'restaurant type (1, 2 or 3)'),
    name: NonEmpty,
    location: LatLngC,
    currency: closed('Currency', { symbol: NonEmpty }),
    image: nullable(ImageAddress),
    logo: nullable(ImageAddress),
    color: nullable(Colour),
    color1: nullable(Colour),
    color2: nullable(Colour),
    colorContrast1: nullable(Colour),
    colorContrast2: nullable(Colour),
    theme: ThemeC,
    font: nullable(Text),
    telephone: nullable(Text),
    rtl: t.boolean,
    languagesAvailable: t.array(closed('OfferedLanguage', { code: LanguageCode, rtl: t.boolean })),
    previewMode: t.boolean,
  },
  { buyableMenuEntriesCount: Count },
)
export type Light = t.TypeOf<typeof LightC>

const Link = closed('Link', { name: NonEmpty, url: LinkAddress })
const Carta = closed('Carta', { name: Text, image: nullable(ImageAddress), disabled: Flag })
export const TimeSlotC = closed('TimeSlot', {
  id: Id,
  day: Weekday,
  from: ClockTime,
  to: ClockTime,
  interval: Count,
  enabled: Flag,
  orders_manageable: nullable(Count),
})
export type FileTimeSlot = t.TypeOf<typeof TimeSlotC>

export const RestaurantOptionsC = closed('RestaurantOptions', {
  enable_covers_popup: Flag,
  enable_owner_coupon: Flag,
  enable_coupon: Flag,
  enable_table_management: Flag,
  enable_owner_table_management: Flag,
  enable_qrcode_unique: Flag,
  enable_owner_qrcode_unique: Flag,
})

const Radius = refine(t.number, (n) => Number.isFinite(n) && n > 0, 'a radius in km (> 0)')

const SupportEmail = refine(t.string, isValidEmail, 'an e-mail address')

export const FullC = closed('Full', {
  description: nullable(Text),
  freetext: nullable(Text),
  cover: Flag,
  short: nullable(Text),
  giftenabled: Flag,
  atleastonefrozen: Flag,
  atleastonechilled: Flag,
  atleastonedefrosted: Flag,
  reviewslinks: t.array(Link),
  socialsharelinks: t.array(Link),
  tables: t.array(closed('Table', { id: Id, name: nullable(Text) })),
  restaurantOptions: RestaurantOptionsC,
  online_options: nullable(FileOnlineOptionsC),
  offline_options: nullable(FileOfflineOptionsC),
  live_options: nullable(FileLiveOptionsC),
  payment_methods: t.array(closed('PaymentMethod', { name: NonEmpty, enabled: Flag })),
  platforms: t.array(closed('Platform', { name: NonEmpty, enabled: Flag, number: nullable(Text) })),
  orderFields: t.array(closed('OrderField', { name: NonEmpty, enabled: Flag, required: Flag })),
  deliveryRadii: t.array(closed('DeliveryRadius', { radius: Radius, shipping_cost: Price })),
  menuorderpref: t.union([t.literal(0), t.literal(1)], 'menu order preference (0 food first, 1 drinks first)'),
  menuspec: Carta,
  menucarta: Carta,
  vinicarta: Carta,
  instructions: nullable(Text),
  covers_slots: t.array(closed('CoversSlot', { day: Weekday, from: ClockTime, to: ClockTime })),
  time_slots: t.array(TimeSlotC),
  pickup_time_slots: t.array(TimeSlotC),
  delivery_time_slots: t.array(TimeSlotC),
  registration_title: nullable(Text),
  registration_text: nullable(Text),
  registration_button_text: nullable(Text),
  registration_privacy_text: nullable(Text),
  registration_background_color: nullable(Colour),
  registration_text_color: nullable(Colour),
  registrationfields: t.array(closed('RegistrationField', { name: NonEmpty, pivot: closed('Pivot', { enabled: Flag }) })),
  languages: t.array(closed('Language', { id: Id, code: LanguageCode, name: NonEmpty, image: nullable(ImageAddress) })),
  specialmenus: t.array(FileSpecialMenuC),
  menucategories: t.array(FileCategoryC),
  menudrinkcategories: t.array(FileCategoryC),
  menuentries: t.array(FileItemC),
  tags: t.array(FileTagC),
  allergens: t.array(FileTagC),
}, {
  // issue #17.1: where a guest sends the log of "Segnala un problema" (an e-mail address)
  support_email: nullable(SupportEmail),
  // issue #18: the table's tab at this venue; absent or null, the defaults (domain/tab tabRulesFor)
  tab_options: nullable(
    closed('TabOptions', {}, {
      tip_percents: refine(t.array(t.number), (list) => list.length <= 5 && list.every((n) => Number.isInteger(n) && n >= 1 && n <= 100), 'up to 5 tips, each a whole percentage from 1 to 100'),
      anyone_edits: t.boolean,
      inactivity_minutes: refine(Count, (n) => n >= 10 && n <= 24 * 60, 'from 10 minutes to 24 hours'),
    }),
  ),
})
export type Full = t.TypeOf<typeof FullC>

export const CouponC = closed('Coupon', {
  code: NonEmpty,
  type: t.keyof({ total: null, percentage: null }, "coupon type ('total' or 'percentage')"),
  /** euros for 'total', a percentage (0..100) for 'percentage' */
  value: refine(t.number, (n) => Number.isFinite(n) && n > 0 && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'a coupon value > 0, at most 2 decimals'),
  minimum_order: nullable(Price),
  expires: nullable(Count),
  availability: nullable(Count),
  used_count: Count,
})
export type FileCoupon = t.TypeOf<typeof CouponC>

export const ServerC = closed('Server', {
  coupons: t.array(CouponC),
  customers: t.array(closed('Customer', { email: NonEmpty, password: NonEmpty, name: NonEmpty, phone: nullable(Text) })),
  geocoding: t.array(closed('GeocodedAddress', { address: NonEmpty, lat: Latitude, lng: Longitude })),
  subscription: closed('Subscription', { type_id: Count, message: nullable(Text) }),
  banners: t.keyof({ club: null, pizza: null, altro: null, '': null }, "banner kind ('club', 'pizza', 'altro' or '')"),
  access_control: closed('AccessControl', { enable_access_control: Flag, enable_owner_access_control: Flag }),
})
export type Server = t.TypeOf<typeof ServerC>
