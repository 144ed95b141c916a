import { orderingFromInfo } from '../api/venueInfo'
import type { FullVenueInfo } from '../api/venueInfo'
import { isUniqueQrEnabled, uniqueTableIdFromQr } from '../domain/tables'
import { DEFAULT_TIME_ZONE } from '../domain/venueClock'
import type { Command, CommandOf } from './codecs'

const flag = (value: unknown) => value === true || value === 1

/**
 * What a guest sends on opening a venue, shared by the PWA and `comanda scenario`: its type and
 * the rules the deciders check (VenueOpened).
 */
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

/**
 * SPEC §4 Table QR: a `t` parameter (base64 table id) sets the unique table, which then verifies
 * the table session (types 2 and 3); a `t` that names no table clears it. Choice: without `t`
 * nothing changes, so moving between screens keeps the table the guest scanned.
 */
export function tableQrCommand(t: string | null, info: Pick<FullVenueInfo, 'tables'>): Command | null {
  if (t === null) return null
  const tableId = uniqueTableIdFromQr(t)
  if (tableId === null) return { type: 'ClearUniqueTable' }
  const table = info.tables.find((candidate) => candidate.id === tableId)
  return { type: 'ScanTableQr', qr: String(tableId), table: table ? { id: table.id, name: table.name ?? '' } : null }
}
