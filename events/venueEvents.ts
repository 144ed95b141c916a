import * as t from 'io-ts'
import { CustomerC, TableC, TableSessionC } from './codecs/order'
import { IntC, NullableIntC } from './codecs/primitives'
import { classified } from './codecs/privacy'
import { VenueRulesC } from './codecs/venueRules'
import { FIRST, type Versions } from './versions'

/** The venue, its tables, the guest and their session (SPEC §1, §3 App state, §4); each field classified for `log redact`. */
export const venueEvents = {
  /** What the app knew of the venue when it opened it: the rules that depend on the type need it. */
  VenueOpened: t.intersection([
    classified(
      t.type({
        restaurant_type: t.union([t.literal(1), t.literal(2), t.literal(3)]),
        rid: NullableIntC,
        name: t.string,
        currency: t.string,
      }),
      { restaurant_type: 'public', rid: 'key', name: 'public', currency: 'public' },
    ),
    // Added later as optional (no new version): logs without it replay as before.
    classified(t.partial({ rules: VenueRulesC }), { rules: 'nested' }),
  ]),
  LanguageChosen: classified(t.type({ code: t.string, rtl: t.boolean }), { code: 'public', rtl: 'public' }),
  /** SPEC §4 Table QR: the decoded `t` parameter and the venue table it names, if any. */
  UniqueTableSet: classified(t.type({ qr: t.string, table: t.union([TableC, t.null]) }), { qr: 'key', table: 'nested' }),
  UniqueTableCleared: t.type({}),
  TableSessionVerified: classified(t.type({ table_id: IntC, session: t.union([TableSessionC, t.null]) }), { table_id: 'key', session: 'nested' }),
  WaiterCalled: t.type({}),
  /** The access token stays outside the log (DESIGN §3). */
  CustomerLoggedIn: classified(t.type({ customer: CustomerC }), { customer: 'nested' }),
  CustomerLoggedOut: t.type({}),
  /** SPEC §4: saving a navigation session stamps now and sets banners=false. */
  NavigationSessionSaved: t.type({}),
}

/** The version each event of venue writes today, and the older ones it still reads. */
export const venueEventVersions = {
  VenueOpened: FIRST,
  LanguageChosen: FIRST,
  UniqueTableSet: FIRST,
  UniqueTableCleared: FIRST,
  TableSessionVerified: FIRST,
  WaiterCalled: FIRST,
  CustomerLoggedIn: FIRST,
  CustomerLoggedOut: FIRST,
  NavigationSessionSaved: FIRST,
} satisfies Record<keyof typeof venueEvents, Versions>
