import { orderingFromInfo } from '../../api/venueInfo'
import type { FullVenueInfo } from '../../api/venueInfo'
import type { CommandOf } from '../../commands/codecs'
import { isUniqueQrEnabled } from '../../domain/tables'
import { DEFAULT_TIME_ZONE } from '../../domain/venueClock'

const flag = (value: unknown) => value === true || value === 1

/** What the app records when the guest opens a venue: its type and the rules the deciders check (VenueOpened). */
export function openVenueCommand(info: FullVenueInfo): CommandOf<'OpenVenue'> {
  const options = info.restaurantOptions
  return {
    type: 'OpenVenue',
    restaurant_type: info.restaurant_type,
    rid: info.rid,
    name: info.name,
    currency: info.currency.symbol,
    rules: {
      ordering: orderingFromInfo(info),
      timeZone: DEFAULT_TIME_ZONE,
      tables: info.tables.map((table) => ({ id: table.id, name: table.name })),
      uniqueQr: isUniqueQrEnabled({ enable_qrcode_unique: flag(options.enable_qrcode_unique), enable_owner_qrcode_unique: flag(options.enable_owner_qrcode_unique) }),
    },
  }
}
